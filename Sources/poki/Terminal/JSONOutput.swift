import Foundation
import PokiKit

/// JSON for scripts: pretty-printed, keys sorted, slashes unescaped; one document per command.
enum JSONOutput {
    static func text<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// One JSON array: the photo documents, then one entry per failure.
    static func array(of photos: [Photo], then failures: [JSONFailure]) -> [UInt8] {
        guard !failures.isEmpty else { return PhotoJSON.encode(photos) }
        // PhotoJSON writes "[\n  {…},\n  {…}\n]": its elements are already indented for an array.
        var elements: [[UInt8]] = photos.isEmpty ? [] : [Array(PhotoJSON.encode(photos).dropFirst(2).dropLast(2))]
        for failure in failures {
            let lines = text(failure).split(separator: "\n", omittingEmptySubsequences: false)
            elements.append(Array(lines.map { "  " + $0 }.joined(separator: "\n").utf8))
        }
        return Array("[\n".utf8) + Array(elements.joined(separator: Array(",\n".utf8))) + Array("\n]".utf8)
    }
}
