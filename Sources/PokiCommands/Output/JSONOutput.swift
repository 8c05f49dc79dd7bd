import PokiAlbum
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON for scripts: pretty-printed, keys sorted, slashes unescaped; one document per command.
enum JSONOutput {
    static func text<Value: Encodable>(_ value: Value) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    static func bytes<Value: Encodable>(_ value: Value) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return Array("null".utf8) }
        return escapingInvisibles(Array(data))
    }

    /// `value` as JSON on one line (keys sorted, slashes unescaped): a line of JSON Lines.
    static func line<Value: Encodable>(_ value: Value) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return Array("null".utf8) }
        return escapingInvisibles(Array(data))
    }

    /// `json` with DEL, the C1 controls, the line and paragraph separators and the bidirectional
    /// controls written as `\u` escapes. JSON escapes only U+0000–U+001F itself; these would
    /// otherwise reach a terminal raw from a memo. The document means exactly the same.
    ///
    /// Outside strings a JSON document is ASCII, so every such character found is inside a string.
    static func escapingInvisibles(_ json: [UInt8]) -> [UInt8] {
        // Their UTF-8 forms: 7F; C2 80–9F; E2 80 A8–AE; E2 81 A6–A9.
        func length(at index: Int) -> Int {
            let byte = json[index]
            if byte == 0x7F { return 1 }
            if byte == 0xC2, index + 1 < json.count, (0x80...0x9F).contains(json[index + 1]) { return 2 }
            if byte == 0xE2, index + 2 < json.count {
                let second = json[index + 1], third = json[index + 2]
                if second == 0x80, (0xA8...0xAE).contains(third) { return 3 }
                if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
            }
            return 0
        }
        guard json.indices.contains(where: { length(at: $0) > 0 }) else { return json }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(json.count + 64)
        var index = 0
        while index < json.count {
            let count = length(at: index)
            guard count > 0 else {
                escaped.append(json[index])
                index += 1
                continue
            }
            let scalar: UInt32
            switch count {
            case 1: scalar = UInt32(json[index])
            case 2: scalar = UInt32(json[index] & 0x1F) << 6 | UInt32(json[index + 1] & 0x3F)
            default: scalar = UInt32(json[index] & 0x0F) << 12 | UInt32(json[index + 1] & 0x3F) << 6 | UInt32(json[index + 2] & 0x3F)
            }
            let hex = String(scalar, radix: 16, uppercase: false)
            escaped += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            index += count
        }
        return escaped
    }

    /// One JSON array: the photo documents, then one entry per file skipped, then one per failure.
    /// `imagePath`, when given, adds each image's full path to its document (`list --json`).
    static func array(
        of photos: [Photo], then failures: [JSONFailure], skipped: [JSONSkipped] = [], imagePath: ((Photo) -> String)? = nil
    ) -> [UInt8] {
        guard !failures.isEmpty || !skipped.isEmpty else { return PhotoJSON.encode(photos, imagePath: imagePath) }
        // PhotoJSON writes "[\n  {…},\n  {…}\n]": its elements are already indented for an array.
        var elements: [[UInt8]] = photos.isEmpty ? [] : [Array(PhotoJSON.encode(photos, imagePath: imagePath).dropFirst(2).dropLast(2))]
        for entry in skipped.map(text) + failures.map(text) {
            let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
            elements.append(Array(lines.map { "  " + $0 }.joined(separator: "\n").utf8))
        }
        return Array("[\n".utf8) + Array(elements.joined(separator: Array(",\n".utf8))) + Array("\n]".utf8)
    }

    /// One JSON array: `items`, then one entry per failure.
    static func array<Item: Encodable>(of items: [Item], then failures: [JSONFailure]) -> [UInt8] {
        bytes(items.map { ItemOrFailure<Item>.item($0) } + failures.map { ItemOrFailure<Item>.failure($0) })
    }

    private enum ItemOrFailure<Item: Encodable>: Encodable {
        case item(Item)
        case failure(JSONFailure)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .item(item): try container.encode(item)
            case let .failure(failure): try container.encode(failure)
            }
        }
    }
}
