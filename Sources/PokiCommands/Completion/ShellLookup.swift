/// The lookup functions the bash and zsh scripts share: shell `case` statements made from the
/// command table, which differ only in how they answer (`echo 'WORDS'` in bash, `reply=(WORDS)`
/// in zsh).
struct ShellLookup {
    var tree: CommandTree
    /// The shell code that answers `words` from one case.
    var answer: (_ words: String) -> String
    /// Where the answer goes, for the functions' comments: empty (standard output) or `, in reply`.
    var answerNote: String

    /// `_poki_is_command`: whether $1 is a command path.
    var isCommandFunction: String {
        """
        # Whether $1 is a command path.
        _poki_is_command() {
            case $1 in
                \(tree.paths.map(ShellQuoting.singleQuoted).joined(separator: "|"))) return 0 ;;
            esac
            return 1
        }

        """
    }

    /// `_poki_option_value`: the kind of value option $2 of command path $1 takes.
    var optionValueFunction: String {
        var cases: [String] = []
        for option in GlobalOptions.all where option.arity == .value {
            cases.append("        *' --\(option.name)') \(answer(BashCompletion.kindWords(option.kind))) ;;")
        }
        for spec in tree.commands {
            for option in spec.options where option.arity == .value {
                let key = ShellQuoting.singleQuoted("\(spec.name) --\(option.name)")
                cases.append("        \(key)) \(answer(BashCompletion.kindWords(option.kind))) ;;")
            }
        }
        cases.append("        *) return 1 ;;")
        return Self.function(
            "_poki_option_value",
            comment: "The kind of value option $2 of command path $1 takes\(answerNote); status 1 when it takes none.",
            cases: cases, subject: "$1 $2"
        )
    }

    /// `_poki_arguments`: the kind of the arguments of command path $1.
    var argumentsFunction: String {
        var cases: [String] = []
        for spec in tree.commands where CommandTree.takesArguments(spec) {
            cases.append("        \(ShellQuoting.singleQuoted(spec.name))) \(answer(BashCompletion.kindWords(spec.argumentKind))) ;;")
        }
        cases.append("        *) return 1 ;;")
        return Self.function(
            "_poki_arguments", comment: "The kind of the arguments of command path $1\(answerNote); status 1 when it takes none.",
            cases: cases, subject: "$1"
        )
    }

    /// A shell function `name` that answers by a `case` over `subject`.
    static func function(_ name: String, comment: String, cases: [String], subject: String) -> String {
        """
        # \(comment)
        \(name)() {
            case "\(subject)" in
        \(cases.joined(separator: "\n"))
            esac
        }

        """
    }
}
