import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryVerification
@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The sandbox of the native programs `observatory verify` runs (`Sandbox`, `Subprocess`,
/// `Cleanup`), tested with real processes: a program that allocates without bound is stopped at
/// the memory limit; `observatory verify` killed by a signal while it compiles or while a program
/// runs leaves no process and no temporary folder behind. Nothing here waits for a fixed time:
/// each step waits for something it can see (a process, a folder), with a deadline.
@Suite(.serialized)
struct ConformanceSandboxTests {
  static func lesson(_ name: String, _ text: String) throws -> (dir: URL, path: String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-sandbox-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (dir, path)
  }

  /// What the wait for a native run reads to tell "runs forever" from "not run yet on a busy
  /// machine": a session computing wants a CPU and gains CPU time; a sleeping one does neither.
  @Test func aSessionsCPUTimeAndStateAreRead() throws {
    // Each a session of its own, as verify starts a native run.
    func start(_ script: String) throws -> pid_t {
      try #require(Subprocess.spawn("/bin/sh", ["-c", script], ["PATH": "/usr/bin:/bin"], "/dev/null", "/dev/null"))
    }
    let busy = try start("while :; do :; done")
    let sleeping = try start("exec sleep 60")
    defer {
      for pid in [busy, sleeping] {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      }
    }
    var computing = SessionUsage.sample(session: busy)
    let deadline = Date().addingTimeInterval(60)
    while (computing?.cpuSeconds ?? 0) < 0.05 && Date() < deadline {
      usleep(20_000)
      computing = SessionUsage.sample(session: busy)
    }
    #expect((computing?.cpuSeconds ?? 0) >= 0.05)
    #expect(computing?.wantsCPU == true)
    // (once it has started: exec'ing `sleep` wants a CPU too)
    var idle = SessionUsage.sample(session: sleeping)
    while idle?.wantsCPU != false && Date() < deadline {
      usleep(20_000)
      idle = SessionUsage.sample(session: sleeping)
    }
    #expect(idle?.wantsCPU == false && (idle?.cpuSeconds ?? 1) < 0.05)
    #expect(SessionUsage.sample(session: 0x7fff_fff0) == nil, "no such session")
  }

  /// The playground's memory limit and the sandbox's address space move together: with
  /// `--limit memory=256MB` (and time enough for the playground on a loaded machine), Swift's
  /// program fails to allocate at 256 MB + the runtime's allowance, where the playground stops.
  @Test func aProgramThatAllocatesWithoutBoundIsStoppedAtTheMemoryLimit() throws {
    try #require(Sandbox.current.prlimit != nil, "prlimit (util-linux) sets the limits")
    let (dir, path) = try Self.lesson(
      "grows.swift",
      """
      var chunks: [[Int]] = []
      print("growing")
      while true {
        chunks.append(Array(repeating: chunks.count, count: 100_000))
      }

      """)
    defer { try? FileManager.default.removeItem(at: dir) }
    let p = Process()
    p.executableURL = Repository.observatory
    p.arguments = ["verify", path, "--limit", "time=60s,memory=256MB", "--no-color"]
    let out = dir.appendingPathComponent("out")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    p.standardOutput = try FileHandle(forWritingTo: out)
    try p.run()
    p.waitUntilExit()
    let text = try String(contentsOf: out, encoding: .utf8)
    #expect(p.terminationStatus == 0, "\(text)")
    // Swift failed to allocate at the address-space limit (a timeout would say "still running").
    #expect(text.contains("neither ends"), "\(text)")
    #expect(text.contains("both were stopped at the memory limit"), "\(text)")
    #expect(text.contains("more than 256 MB") && text.contains("Fatal error: failed to allocate"), "\(text)")
    #expect(text.contains("\((256 << 20 + Sandbox.runtimeAllowance) >> 20) MB of address space"), "\(text)")
    #expect(text.contains(Sandbox.current.bubblewrap != nil ? "sandbox: bubblewrap" : "not sandboxed"), "\(text)")
  }

  /// With bubblewrap, the program cannot write outside its scratch folder, has no network, and
  /// runs in a user namespace of its own; a lesson cannot try (no file or socket API), so this
  /// runs the sandbox's own command line on the shell.
  @Test
  func theSandboxIsReadOnlyWithoutNetworkInAUserNamespaceOfItsOwn() throws {
    let sandbox = Sandbox.current
    guard requiredTool("bwrap", at: ["/usr/bin/bwrap", "/usr/local/bin/bwrap"]) != nil else { return }
    try #require(sandbox.bubblewrap != nil, "\(sandbox.bubblewrapMissing ?? "")")
    let folder = try #require(Sandbox.folder("test"))
    defer { folder.remove() }
    let scratch = try #require(sandbox.prepareScratch(in: folder.path))
    let script = """
      echo x > \(scratch)/ok && echo scratch-writable
      echo x > \(folder.path)/no 2>/dev/null || echo build-read-only
      echo x > /tmp/no 2>/dev/null || echo tmp-read-only
      echo x > $HOME/no 2>/dev/null || echo home-read-only
      echo "interfaces: $(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | tr '\\n' ' ')"
      cat /proc/self/uid_map
      echo "tmpdir=$TMPDIR"
      """
    let (exe, args) = sandbox.command(
      "/bin/sh", ["-c", script], readOnly: folder.path, scratch: scratch, cpuSeconds: 10)
    let r = Subprocess.run(exe, args, timeout: 30, mergeOutput: true)
    let out = String(decoding: r.stdout, as: UTF8.self)
    #expect(r.status == 0 && !r.signaled, "\(out)")
    for word in ["scratch-writable", "build-read-only", "tmp-read-only", "home-read-only", "tmpdir=\(scratch)"] {
      #expect(out.contains(word), "\(word) in \(out)")
    }
    // Only a loopback of its own: no interface that reaches out.
    let interfaces = out.split(separator: "\n").first { $0.hasPrefix("interfaces: ") }.map {
      $0.dropFirst("interfaces: ".count).split(separator: " ").map(String.init)
    }
    #expect(interfaces == ["lo"], "\(out)")
    // A user namespace that maps one user (not the whole range of the machine's).
    let uidMap = out.split(separator: "\n").first {
      $0.split(separator: " ", omittingEmptySubsequences: true).count == 3
    }
    #expect(uidMap?.split(separator: " ", omittingEmptySubsequences: true).last == "1", "\(out)")
  }

  /// Without bubblewrap the report says the run is not sandboxed, and what still holds; the
  /// command line then has the limits but no namespaces.
  @Test func withoutBubblewrapTheReportSaysTheRunIsNotSandboxed() {
    let bare = Sandbox(
      addressSpace: 768 << 20, prlimit: "/usr/bin/prlimit", bubblewrap: nil,
      bubblewrapMissing: "bubblewrap (bwrap) is not installed", dropsRoot: false, setpriv: nil)
    #expect(bare.notes.count == 1)
    #expect(bare.notes[0].hasPrefix("not sandboxed: bubblewrap (bwrap) is not installed"))
    #expect(bare.notes[0].contains("768 MB of address space"))
    let (exe, args) = bare.command("/x/lessons", ["3"], readOnly: "/x", scratch: "/x/s", cpuSeconds: 30)
    #expect(exe == "/usr/bin/prlimit")
    #expect(args == ["--cpu=30:31", "--as=\(768 << 20)", "--", "/x/lessons", "3"])
  }

  /// Processes whose command line names `dir` (the programs, swiftc and its frontends, the
  /// sandbox's wrappers: all live in or under verify's temporary folder there).
  static func processes(under dir: String) -> [Int32] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.compactMap(Int32.init).filter { pid in
      guard pid != getpid(), let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return false
      }
      return String(decoding: data, as: UTF8.self).contains(dir)
    }
  }

  /// Waits (at most `seconds`) until `condition` holds; whether it did.
  static func wait(_ seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      usleep(20_000)
    }
    return true
  }

  /// `observatory verify` gets SIGTERM, SIGINT or SIGHUP while it compiles or while a program runs
  /// (the lesson sleeps 100 s for real; the playground's virtual clock takes no time): afterwards
  /// no process it started is alive and its temporary folders are gone.
  @Test(arguments: [(SIGTERM, "lessons"), (SIGINT, "swift-frontend"), (SIGHUP, "lessons")])
  func killingVerifyLeavesNoProcessAndNoTemporaryFolder(signal: Int32, phase: String) throws {
    let binary = Repository.observatory
    try #require(FileManager.default.fileExists(atPath: binary.path), "run `swift build` before `swift test`")
    let (dir, path) = try Self.lesson(
      "sleeps.swift",
      """
      print("going to sleep")
      try await Task.sleep(for: .seconds(100))
      print("woke up")

      """)
    defer { try? FileManager.default.removeItem(at: dir) }
    // verify's temporary folders go here, so that they can be seen (and counted) by the test.
    let tmp = dir.appendingPathComponent("tmp").path
    try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
    let p = Process()
    p.executableURL = binary
    // No wall-time limit on the playground's side: on a starved machine its 1 s limit could stop
    // the lesson, and Swift's program then gets a 3 s timeout instead of 300 s, which a late
    // signal can miss (verify then reports a difference and exits 1).
    p.arguments = ["verify", path, "--no-color", "--limit", "time=none"]
    var env = ProcessInfo.processInfo.environment
    env["TMPDIR"] = tmp
    p.environment = env
    // What verify printed, for the message when it does not end as expected.
    let log = dir.appendingPathComponent("verify.log").path
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let logHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    defer { try? logHandle.close() }
    p.standardOutput = logHandle
    p.standardError = logHandle
    try p.run()
    defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
    // The phase has begun when a process of that name runs from verify's folder.
    // Generous: under a loaded machine and a parallel test run, compiling can take minutes.
    let started = Self.wait(900) {
      Self.processes(under: tmp).contains { pid in
        let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
          String(decoding: $0, as: UTF8.self)
        }
        return cmd?.split(separator: "\0").first?.hasSuffix(phase) == true
      }
    }
    try #require(started, "no \(phase) process started under \(tmp)")
    #expect(!Self.processes(under: tmp).isEmpty)
    kill(p.processIdentifier, signal)
    p.waitUntilExit()
    let printed = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    #expect(
      p.terminationReason == .uncaughtSignal && p.terminationStatus == signal,
      "verify ended with \(p.terminationReason == .exit ? "exit status" : "signal") \(p.terminationStatus): \(printed)")
    // Killed processes may take a moment to be gone; nothing may be left once they are.
    let gone = Self.wait(20) { Self.processes(under: tmp).isEmpty }
    #expect(gone, "processes left: \(Self.processes(under: tmp))")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []
    #expect(left.isEmpty, "left in TMPDIR: \(left)")
  }
}
