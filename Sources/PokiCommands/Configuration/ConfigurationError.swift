import PokiSystem

/// A config file poki cannot read: printed as `error: <file>:<line>: <message>`, exit status 2.
struct ConfigurationError: PhrasedError, Equatable {
    var path: String
    /// 1-based; nil when the whole file is at fault.
    var line: Int?
    var message: Phrase

    /// `<file>:<line>: <message>`, the message in each language.
    var phrase: Phrase {
        .verbatim("\(path)\(line.map { ":\($0)" } ?? ""): ") + message
    }
}
