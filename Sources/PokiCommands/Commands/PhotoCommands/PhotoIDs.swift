import PokiSystem
import PokiAlbum

/// The photo IDs a command was given: numbers on the command line, and `-` for "the IDs on
/// standard input" (`poki list --tag 셀픽스 --ids | poki edit - --tag 포토이즘`), separated there
/// by whitespace, newlines or NULs (`list --ids -0`). Parsing stays pure; standard input is read
/// only when the command runs.
struct PhotoIDs: Sendable, Equatable {
    /// One command-line word.
    enum Item: Sendable, Equatable {
        case id(Int)
        case standardInput
    }

    var items: [Item]

    /// Reads the positional arguments; at most one `-`.
    init(_ words: [String], for spec: CommandSpec) throws(UsageError) {
        items = []
        for word in words {
            if word == "-" {
                guard !items.contains(.standardInput) else { throw UsageError(Phrase("'-' (IDs from standard input) may be given once", korean: "'-'(표준 입력의 ID)는 한 번만 줄 수 있습니다"), for: spec) }
                items.append(.standardInput)
            } else {
                items.append(.id(try PhotoID.parse(word, for: spec)))
            }
        }
    }

    /// IDs given on the command line alone (no `-`).
    init(ids: [Int]) { items = ids.map { .id($0) } }

    /// Whether the IDs come (partly) from standard input, which then cannot also give a memo or
    /// answer a question.
    var readsStandardInput: Bool { items.contains(.standardInput) }

    /// The IDs in the order given, `-` replaced by those on standard input, repeats dropped.
    func resolve(for spec: CommandSpec) throws(UsageError) -> [Int] {
        var ids: [Int] = []
        for item in items {
            switch item {
            case let .id(id): ids.append(id)
            case .standardInput: ids += try Self.parse(Syscall.readAll(from: Platform.standardInput), for: spec)
            }
        }
        var seen = Set<Int>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// The IDs in `bytes`, separated by whitespace or NULs.
    static func parse(_ bytes: [UInt8], for spec: CommandSpec) throws(UsageError) -> [Int] {
        let text = String(decoding: bytes, as: UTF8.self)
        let words = text.split { $0 == "\0" || $0.isWhitespace }
        var ids: [Int] = []
        for word in words {
            guard let id = Int(word), Photo.idRange.contains(id) else {
                let shown = word.count > 40 ? word.prefix(40) + "…" : word
                throw UsageError(
                    Phrase(
                        "'\(shown)' on standard input is not a photo ID (IDs are numbers from \(Photo.idRange.lowerBound) to \(Photo.idRange.upperBound))",
                        korean: "표준 입력에 사진 ID가 아닌 것이 있습니다: '\(shown)' (ID는 \(Photo.idRange.lowerBound)부터 \(Photo.idRange.upperBound)까지의 숫자입니다)"
                    ),
                    for: spec
                )
            }
            ids.append(id)
        }
        return ids
    }
}
