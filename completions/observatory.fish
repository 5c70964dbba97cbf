# fish completion for observatory: commands, options, lessons of the course by name, rules, files.
# The candidates come from `observatory complete -- WORD...` (the command table and the course).
function __observatory_complete
    set -l tokens (commandline -opc) (commandline -ct)
    set -l out ($tokens[1] complete -- $tokens[2..-1] 2>/dev/null)
    or return
    printf '%s\n' $out[2..-1]
    switch $out[1]
        case files
            __fish_complete_path (commandline -ct)
        case dirs
            __fish_complete_directories (commandline -ct)
        case swift
            __fish_complete_suffix .swift
    end
end
complete -c observatory -f -a '(__observatory_complete)'
