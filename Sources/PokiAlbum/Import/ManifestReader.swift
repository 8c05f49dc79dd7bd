import PokiSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an import manifest: CSV with a header row (`path,tag,memo,date`; only `path` is required,
/// columns in any order, quoted fields may hold commas, quotes and newlines) or JSON Lines (one
/// object per line with the same keys). UTF-8, with or without a byte-order mark.
///
/// A bad line becomes a ``ManifestProblem`` with its line number; the rest of the file still reads.
/// A column or key poki does not read refuses the whole manifest (``ReadError/unknownFields(path:_:)``),
/// since importing without it would drop what it holds.
public enum ManifestReader {
    /// The columns poki understands.
    public static let columns = ["path", "tag", "memo", "date"]

    /// What a manifest holds: the entries to import and the lines that could not be read.
    public struct Contents: Sendable, Equatable {
        public var entries: [ManifestEntry]
        public var problems: [ManifestProblem]
    }

    /// Why a whole manifest cannot be used.
    public enum ReadError: PhrasedError, Sendable, Equatable {
        case unreadable(path: String, reason: Phrase)
        case badHeader(path: String, reason: Phrase)
        /// Columns or keys poki does not read; at least one.
        case unknownFields(path: String, [UnknownManifestField])

        /// The manifest.
        public var path: String {
            switch self {
            case let .unreadable(path, _), let .badHeader(path, _), let .unknownFields(path, _): return path
            }
        }

        /// Each thing wrong, with the line it is on when it is on one, for reports that list them.
        public var problems: [(line: Int?, reason: Phrase)] {
            switch self {
            case let .unreadable(_, reason):
                return [(nil, Phrase("cannot read manifest (", korean: "매니페스트를 읽을 수 없습니다 (") + reason + Phrase(")", korean: ")"))]
            case let .badHeader(_, reason): return [(1, Self.badHeaderText(reason))]
            case let .unknownFields(_, fields): return fields.map { ($0.line, $0.phrase) }
            }
        }

        public var phrase: Phrase {
            switch self {
            case let .unreadable(path, reason):
                return Phrase("cannot read manifest \(path) (", korean: "매니페스트를 읽을 수 없습니다: \(path) (") + reason + Phrase(")", korean: ")")
            case let .badHeader(path, reason):
                return Phrase("\(path) line 1: ", korean: "\(path) 1번째 줄: ") + Self.badHeaderText(reason)
            case let .unknownFields(path, fields):
                let lines = fields.map { field in Phrase("\(path) line \(field.line): ", korean: "\(path) \(field.line)번째 줄: ") + field.phrase }
                return lines.dropFirst().reduce(lines.first ?? Phrase.verbatim("")) { $0 + Phrase("; ", korean: ". ") + $1 }
            }
        }

        private static func badHeaderText(_ reason: Phrase) -> Phrase {
            Phrase("bad header line (", korean: "머리 줄이 잘못되었습니다 (") + reason
                + Phrase(
                    "); expected a CSV header such as 'path,tag,memo,date' or JSON Lines",
                    korean: "). 'path,tag,memo,date' 같은 CSV 머리 줄이나 JSON Lines여야 합니다"
                )
        }
    }

    /// What names standard input in messages, for `--manifest -`.
    public static let standardInputName = "standard input"

    /// Reads the manifest at `path`: a file, a pipe (`<(…)`, `/dev/stdin`), or standard input for
    /// `-`. Relative image paths are taken from a file's folder, and from the current folder for a
    /// pipe or standard input, which have none.
    public static func read(fileAt path: String) throws(ReadError) -> Contents {
        let bytes: [UInt8]
        do {
            bytes = try Syscall.streamContents(of: path)
        } catch let FileSystemError.callFailed(_, _, code) {
            throw .unreadable(path: path, reason: .systemError(code))
        } catch let FileSystemError.notARegularFile(_, kind) {
            throw .unreadable(path: path, reason: Phrase("", korean: "파일이나 파이프가 아니라 ") + kind + Phrase(", not a file or a pipe", korean: "입니다"))
        } catch {
            throw .unreadable(path: path, reason: Phrase.describing(error))
        }
        // `/dev/stdin` and `/dev/fd/N` may be a file redirected in, whose folder is not `/dev`.
        let isStream = path == "-" || path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
            || (try? Syscall.status(path, followingLink: true))??.kind != .regular
        let here = Platform.currentDirectory ?? "."
        let folder = isStream ? here : PathName.directory(of: PathName.absolute(path))
        return try parse(String(decoding: bytes, as: UTF8.self), baseDirectory: folder, name: path == "-" ? standardInputName : path)
    }

    /// Parses manifest text. `name` is used in messages.
    public static func parse(_ text: String, baseDirectory: String, name: String = "manifest") throws(ReadError) -> Contents {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let firstVisible = body.first { !$0.isWhitespace }
        let contents = firstVisible == "{" ? try parseJSONLines(body, name: name) : try parseCSV(body, name: name)
        return Contents(
            entries: contents.entries.map { entry in
                var entry = entry
                entry.path = resolve(entry.path, against: baseDirectory)
                return entry
            },
            problems: contents.problems
        )
    }

    // MARK: - CSV

    private static func parseCSV(_ text: Substring, name: String) throws(ReadError) -> Contents {
        let records = CSVRecords.split(text)
        guard let header = records.first else { return Contents(entries: [], problems: []) }
        if let problem = header.problem { throw .badHeader(path: name, reason: problem) }
        let written = header.fields.map { $0.trimmingSpaces() }
        let names = written.map { $0.lowercased() }
        if let unnamed = names.firstIndex(of: "") {
            throw .badHeader(path: name, reason: Phrase("column \(unnamed + 1) has no name", korean: "\(unnamed + 1)번째 열에 이름이 없습니다"))
        }
        let unknown = zip(written, names).filter { !columns.contains($0.1) }.map { written, _ in
            UnknownManifestField(kind: .column, name: written, line: header.line, suggestion: UnknownManifestField.suggestion(for: written))
        }
        if !unknown.isEmpty { throw .unknownFields(path: name, unknown) }
        var column: [String: Int] = [:]
        for (index, columnName) in names.enumerated() {
            guard column[columnName] == nil else {
                throw .badHeader(path: name, reason: Phrase("column '\(columnName)' appears twice", korean: "'\(columnName)' 열이 두 번 나옵니다"))
            }
            column[columnName] = index
        }
        guard let pathColumn = column["path"] else {
            throw .badHeader(path: name, reason: Phrase("no 'path' column", korean: "'path' 열이 없습니다"))
        }

        var entries: [ManifestEntry] = []
        var problems: [ManifestProblem] = []
        for record in records.dropFirst() {
            if let problem = record.problem {
                problems.append(ManifestProblem(line: record.line, reason: problem))
                continue
            }
            if record.fields.count == 1, record.fields[0].isEmpty { continue }
            guard record.fields.count == names.count else {
                problems.append(ManifestProblem(
                    line: record.line,
                    reason: Phrase("expected \(names.count) fields, found \(record.fields.count)", korean: "필드가 \(names.count)개여야 하는데 \(record.fields.count)개입니다")
                ))
                continue
            }
            let path = record.fields[pathColumn]
            guard !path.isEmpty else {
                problems.append(ManifestProblem(line: record.line, reason: Phrase("empty path", korean: "경로가 비어 있습니다")))
                continue
            }
            func field(_ key: String) -> String? {
                column[key].map { record.fields[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            }
            entries.append(ManifestEntry(line: record.line, path: path, tag: field("tag"), memo: field("memo"), date: field("date")))
        }
        return Contents(entries: entries, problems: problems)
    }

    // MARK: - JSON Lines

    private static func parseJSONLines(_ text: Substring, name: String) throws(ReadError) -> Contents {
        var entries: [ManifestEntry] = []
        var problems: [ManifestProblem] = []
        var unknown: [UnknownManifestField] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            guard let object = try? JSONDecoder().decode([String: ManifestValue].self, from: Data(trimmed.utf8)) else {
                problems.append(ManifestProblem(line: number, reason: Phrase("not a JSON object", korean: "JSON 객체가 아닙니다")))
                continue
            }
            for key in object.keys.sorted() where !columns.contains(key) {
                if let seen = unknown.firstIndex(where: { $0.name == key }) {
                    unknown[seen].otherLines += 1
                } else {
                    unknown.append(UnknownManifestField(kind: .key, name: key, line: number, suggestion: UnknownManifestField.suggestion(for: key)))
                }
            }
            guard case let .string(path)? = object["path"], !path.isEmpty else {
                problems.append(ManifestProblem(line: number, reason: Phrase("no \"path\" string", korean: "\"path\" 문자열이 없습니다")))
                continue
            }
            var wrongTypes: [String] = []
            func string(_ key: String) -> String? {
                switch object[key] {
                case nil, .null?: return nil
                case let .string(text)?: return text.isEmpty ? nil : text
                case .other?: wrongTypes.append(key); return nil
                }
            }
            let entry = ManifestEntry(line: number, path: path, tag: string("tag"), memo: string("memo"), date: string("date"))
            if !wrongTypes.isEmpty {
                let fields = wrongTypes.map { "\"\($0)\"" }.joined(separator: ", ")
                problems.append(ManifestProblem(line: number, reason: Phrase("\(fields) must be a string", korean: "\(fields): 문자열이어야 합니다")))
                continue
            }
            entries.append(entry)
        }
        if !unknown.isEmpty { throw .unknownFields(path: name, unknown) }
        return Contents(entries: entries, problems: problems)
    }

    private static func resolve(_ path: String, against directory: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/") {
            return FileManager.default.homeDirectoryForCurrentUser.path + String(path.dropFirst())
        }
        return URL(fileURLWithPath: directory).appendingPathComponent(path).path
    }

    /// A JSON Lines value as far as a manifest cares: a string, null, or anything else (a number,
    /// a list …), which a field may not hold.
    private enum ManifestValue: Decodable {
        case string(String)
        case null
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else {
                self = .other
            }
        }
    }
}
