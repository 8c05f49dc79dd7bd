import PokiSystem
import PokiAlbum

/// Reads the pose commands' shared values: a category and a seed.
enum PoseArguments {
    /// The Korean words `--category` takes for each category: `혼자`, `둘이서`, `둘이`, `여럿이서`, `여럿이`.
    static let categorySynonyms: [Synonym] = PoseCategory.allCases.flatMap { category in
        category.koreanNames.map { Synonym(word: $0, choice: category.rawValue) }
    }

    /// `--category alone|two|many` (or its Korean name), when given.
    static func category(_ arguments: ParsedArguments) throws(UsageError) -> PoseCategory? {
        try arguments.choice("category", from: PoseCategory.allCases.map(\.rawValue)).flatMap(PoseCategory.init(rawValue:))
    }

    /// `--seed S`, a whole number from 0 to 2^64 - 1, when given.
    static func seed(_ arguments: ParsedArguments) throws(UsageError) -> UInt64? {
        guard let text = arguments.value("seed") else { return nil }
        guard let seed = UInt64(text) else {
            throw UsageError(Phrase(
                "--seed must be a whole number from 0 to \(UInt64.max), not '\(text)'",
                korean: "--seed 값은 0부터 \(UInt64.max)까지의 정수여야 합니다 (입력한 값: '\(text)')"
            ), for: arguments.spec)
        }
        return seed
    }

    /// The table entry of a command that takes one pose ID and `--json` (`pose show`, `like`,
    /// `unlike`, `remove`); `json` says what `--json` prints.
    static func onePoseSpec(
        _ path: [String], summary: Phrase, json: Phrase, discussion: Phrase, argumentKind: ValueKind = .poseID
    ) -> CommandSpec {
        CommandSpec(
            path, summary: summary, arguments: "ID", minimumArguments: 1, maximumArguments: 1,
            options: [.flag("json", help: json)], discussion: discussion, argumentKind: argumentKind
        )
    }

}

/// A command made by ``PoseArguments/onePoseSpec(_:summary:json:discussion:argumentKind:)``:
/// one pose ID as typed (checked against the catalog and the album when used) and `--json`.
protocol OnePoseCommand: PokiCommand {
    init(id: String, json: Bool)
}

extension OnePoseCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let id = arguments.arguments[0]
        guard !id.isEmpty else {
            throw UsageError(Phrase("a pose ID is needed, such as two-03 or user-1000", korean: "two-03이나 user-1000 같은 포즈 ID가 필요합니다"), for: arguments.spec)
        }
        self.init(id: id, json: arguments.has("json"))
    }
}
