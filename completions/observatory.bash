# bash completion for observatory: commands, options, lessons of the course by name, rules, files.
# The candidates come from `observatory complete -- WORD...` (the command table and the course), so
# they are always those of the observatory being completed.
_observatory() {
  local cur=${COMP_WORDS[COMP_CWORD]} line files
  local -a out
  local IFS=$'\n'
  out=($("${COMP_WORDS[0]}" complete -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)) || return 0
  files=${out[0]}
  COMPREPLY=()
  for line in "${out[@]:1}"; do
    line=${line%%$'\t'*}
    [[ $line == "$cur"* ]] && COMPREPLY+=("$line")
  done
  [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null
  case $files in
    files) compopt -o filenames 2>/dev/null; COMPREPLY+=($(compgen -f -- "$cur")) ;;
    dirs) compopt -o filenames 2>/dev/null; COMPREPLY+=($(compgen -d -- "$cur")) ;;
    swift) compopt -o filenames 2>/dev/null; COMPREPLY+=($(compgen -d -- "$cur") $(compgen -f -X '!*.swift' -- "$cur")) ;;
  esac
  return 0
}
complete -F _observatory observatory
