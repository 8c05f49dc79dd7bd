import PokiSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How poki's JSON files are written (for people: pretty, sorted keys, slashes as they are) and read.
enum DocumentCoding {
    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var bytes = [UInt8](try encoder.encode(value))
            bytes.append(UInt8(ascii: "\n"))
            return bytes
        } catch {
            throw DocumentError.corrupt(path: "\(Value.self)", reason: Phrase("cannot encode: ", korean: "인코딩할 수 없습니다: ") + Phrase.describing(error))
        }
    }

    /// Decodes `bytes` read from `path`; a failure names the path and what is wrong.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], path: String) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            throw DocumentError.corrupt(path: path, reason: describe(error))
        } catch {
            throw DocumentError.corrupt(path: path, reason: Phrase.describing(error))
        }
    }

    /// Reads and decodes `path`, or nil when the file does not exist.
    static func readIfPresent<Value: Decodable>(_ type: Value.Type, at path: String) throws -> Value? {
        guard let bytes = try contentsIfPresent(of: path) else { return nil }
        return try decode(type, from: bytes, path: path)
    }

    /// The bytes of the document at `path`, or nil when there is none. A document that is a link,
    /// a FIFO or a device is damaged: it is never followed or read.
    static func contentsIfPresent(of path: String) throws -> [UInt8]? {
        do {
            return try Syscall.contentsIfPresent(of: path)
        } catch let FileSystemError.notARegularFile(_, kind) {
            throw DocumentError.corrupt(path: path, reason: Phrase("it is ", korean: "일반 파일이 아니라 ") + kind + Phrase(", not a regular file", korean: "입니다"))
        }
    }

    /// What is wrong, with where in the document; the decoder's own words (`debugDescription`)
    /// are the same in every language.
    private static func describe(_ error: DecodingError) -> Phrase {
        func location(_ path: [any CodingKey]) -> Phrase {
            let keys = path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? .verbatim("") : Phrase(" at '\(keys)'", korean: " ('\(keys)' 위치)")
        }
        switch error {
        case let .dataCorrupted(context):
            return Phrase("invalid JSON or value", korean: "잘못된 JSON 또는 값") + location(context.codingPath)
                + Phrase(": \(context.debugDescription)", korean: ": \(context.debugDescription)")
        case let .keyNotFound(key, context):
            return Phrase("missing field '\(key.stringValue)'", korean: "'\(key.stringValue)' 필드가 없습니다") + location(context.codingPath)
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return Phrase("wrong type", korean: "값의 형식이 맞지 않습니다") + location(context.codingPath)
                + Phrase(": \(context.debugDescription)", korean: ": \(context.debugDescription)")
        @unknown default:
            return Phrase.describing(error)
        }
    }
}
