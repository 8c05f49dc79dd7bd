import PokiSystem
import PokiAlbum

/// Reads photo IDs from the command line: decimal numbers within ``Photo/idRange``.
enum PhotoID {
    static func parse(_ text: String, for spec: CommandSpec) throws(UsageError) -> Int {
        guard let id = Int(text), Photo.idRange.contains(id) else {
            throw UsageError(
                Phrase(
                    "'\(text)' is not a photo ID (IDs are numbers from \(Photo.idRange.lowerBound) to \(Photo.idRange.upperBound))",
                    korean: "사진 ID가 아닙니다: '\(text)' (ID는 \(Photo.idRange.lowerBound)부터 \(Photo.idRange.upperBound)까지의 숫자입니다)"
                ),
                for: spec
            )
        }
        return id
    }

    static func parse(_ texts: [String], for spec: CommandSpec) throws(UsageError) -> [Int] {
        var ids: [Int] = []
        for text in texts { ids.append(try parse(text, for: spec)) }
        return ids
    }
}
