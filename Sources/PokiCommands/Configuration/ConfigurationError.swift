/// A config file poki cannot read: printed as `error: <file>:<line>: <message>`, exit status 2.
struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    var path: String
    /// 1-based; nil when the whole file is at fault.
    var line: Int?
    var message: String

    var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
