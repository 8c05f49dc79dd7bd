import Foundation

/// JSON for scripts: pretty-printed, keys sorted, slashes unescaped; one document per command.
enum JSONOutput {
    static func text<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
