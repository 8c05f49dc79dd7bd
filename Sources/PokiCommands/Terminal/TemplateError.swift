/// A `--format` template that cannot be read.
struct TemplateError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
