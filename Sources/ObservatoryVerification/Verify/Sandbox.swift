import Foundation
import ObservatoryEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an exported lesson's native program runs: with limits always, and inside Debian's
/// bubblewrap where it is installed.
///
/// - Limits (`prlimit`, util-linux): the address space (`RLIMIT_AS`) is the playground's memory
///   limit plus what the Swift runtime maps for itself (`runtimeAllowance`), so a program that
///   grows without bound fails to allocate about where the playground stops it; CPU seconds
///   (`RLIMIT_CPU`) as long as its time limit; processes and threads (`RLIMIT_NPROC`), counted for
///   the user `nobody` that the program runs as when verify runs as root (root itself is exempt).
/// - bubblewrap: a fresh user namespace (and pid, network, IPC, UTS namespaces), so no network
///   (only a loopback of its own); the whole file system read-only, the build folder too, except a
///   private scratch folder (its `TMPDIR`); an empty environment; killed with verify.
///
/// Every program also leads a process group of its own that is killed on every way out
/// (`Subprocess`, `Cleanup`).
struct Sandbox: Sendable {
  /// What the Swift runtime maps before a lesson's values take anything: its libraries, the thread
  /// stacks of the concurrency pool and the backtracer (measured: 40–90 MB for the lessons here).
  static let runtimeAllowance = 256 << 20
  /// Processes and threads the program (as `nobody`) may have at once.
  static let processLimit = 1024
  /// The user a root verify runs programs as.
  static let nobody: uid_t = 65534

  /// `RLIMIT_AS` in bytes (nil: no memory limit, as `--limit memory=none`).
  let addressSpace: Int?
  let prlimit: String?
  let bubblewrap: String?
  /// Why bubblewrap is not used (not installed, or it cannot make its namespaces here).
  let bubblewrapMissing: String?
  /// Runs programs as `nobody` (verify runs as root).
  let dropsRoot: Bool
  let setpriv: String?

  /// The sandbox for this machine and the playground's current limits (bubblewrap tried once).
  static var current: Sandbox { cached.value ?? make() }
  private static let cached = LockedBox<Sandbox?>(nil)

  private static func make() -> Sandbox {
    let memory = Limits.standard.memory
    let prlimit = tool("prlimit")
    let root = geteuid() == 0
    let setpriv = root ? tool("setpriv") : nil
    var sandbox = Sandbox(
      addressSpace: memory.map { $0 + runtimeAllowance }, prlimit: prlimit, bubblewrap: nil,
      bubblewrapMissing: "bubblewrap (bwrap) is not installed", dropsRoot: root && setpriv != nil, setpriv: setpriv)
    if let bwrap = tool("bwrap") {
      sandbox = sandbox.with(bubblewrap: bwrap, missing: nil)
      if let why = sandbox.probe() { sandbox = sandbox.with(bubblewrap: nil, missing: why) }
    }
    cached.mutate { $0 = sandbox }
    return sandbox
  }

  private func with(bubblewrap: String?, missing: String?) -> Sandbox {
    Sandbox(
      addressSpace: addressSpace, prlimit: prlimit, bubblewrap: bubblewrap, bubblewrapMissing: missing,
      dropsRoot: dropsRoot, setpriv: setpriv)
  }

  /// Runs `/bin/true` the way programs will run; nil if it worked, else what went wrong.
  private func probe() -> String? {
    guard let folder = Sandbox.folder("probe") else { return "no temporary folder" }
    defer { folder.remove() }
    guard let scratch = prepareScratch(in: folder.path) else { return "cannot make a scratch folder" }
    let (exe, args) = command("/bin/true", [], readOnly: folder.path, scratch: scratch, cpuSeconds: 10)
    let r = Subprocess.run(exe, args, timeout: 20, mergeOutput: true)
    guard r.status != 0 || r.signaled || r.timedOut else { return nil }
    let text = String(decoding: r.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return "bubblewrap cannot make its namespaces here (\(text.isEmpty ? "status \(r.status)" : text))"
  }

  /// An executable on PATH (or in /usr/bin, /bin).
  static func tool(_ name: String) -> String? {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// A private folder for a batch (build, programs, scratch folders), reachable by `nobody` when
  /// programs run as that user (it can pass through, not list it).
  static func folder(_ prefix: String) -> TempFolder? {
    guard let f = TempFolder.make(prefix) else { return nil }
    if geteuid() == 0 { chmod(f.path, 0o711) }
    return f
  }

  /// A scratch folder in `dir` the program may write (its `TMPDIR`); nil if it cannot be made.
  func prepareScratch(in dir: String) -> String? {
    let scratch = "\(dir)/scratch-\(UUID().uuidString.prefix(8))"
    guard mkdir(scratch, 0o700) == 0 else { return nil }
    if dropsRoot { chown(scratch, Sandbox.nobody, gid_t(Sandbox.nobody)) }
    return scratch
  }

  /// The command line that runs `executable arguments` in the sandbox, with `readOnly` (the build
  /// folder) visible read-only and `scratch` writable.
  func command(
    _ executable: String, _ arguments: [String], readOnly: String, scratch: String, cpuSeconds: Int
  ) -> (String, [String]) {
    var line = [executable] + arguments
    if let bwrap = bubblewrap {
      line =
        [
          bwrap, "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--cap-drop", "ALL",
          "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
          "--ro-bind", readOnly, readOnly, "--bind", scratch, scratch, "--remount-ro", "/tmp",
          "--clearenv", "--setenv", "TMPDIR", scratch, "--setenv", "PATH", "/usr/bin:/bin", "--chdir", scratch, "--",
        ] + line
    }
    if let prlimit {
      var limits = ["--cpu=\(cpuSeconds):\(cpuSeconds + 1)"]
      if let addressSpace { limits.append("--as=\(addressSpace)") }
      if dropsRoot { limits.append("--nproc=\(Sandbox.processLimit)") }
      line = [prlimit] + limits + ["--"] + line
    }
    if dropsRoot, let setpriv {
      line =
        [setpriv, "--reuid=\(Sandbox.nobody)", "--regid=\(Sandbox.nobody)", "--clear-groups"]
        + (bubblewrap == nil ? ["--no-new-privs"] : []) + line
    }
    return (line[0], Array(line.dropFirst()))
  }

  /// What the report says about where the programs ran.
  var notes: [String] {
    var limits: [String] = []
    if prlimit != nil {
      limits.append(
        addressSpace.map {
          "\($0 >> 20) MB of address space (the playground's memory limit and \(Sandbox.runtimeAllowance >> 20) MB for the Swift runtime)"
        } ?? "no memory limit")
      limits.append("CPU seconds as long as its time limit")
      limits.append(
        dropsRoot
          ? "\(Sandbox.processLimit) processes and threads, as the user nobody"
          : "no process limit (verify does not run as root)")
    } else {
      limits.append("no limits: prlimit (util-linux) is not installed")
    }
    let what = limits.joined(separator: ", ")
    if bubblewrap != nil {
      return [
        "sandbox: bubblewrap (a fresh user namespace, no network, the file system read-only except a private "
          + "temporary folder); \(what)"
      ]
    }
    return [
      "not sandboxed: \(bubblewrapMissing ?? "no bubblewrap"), so the programs could use the network and write "
        + "files (apt-get install bubblewrap); they ran in process groups of their own with \(what)"
    ]
  }
}
