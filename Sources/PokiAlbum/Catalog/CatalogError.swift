import PokiSystem

/// Why a request for built-in or user poses or for a notice could not be answered.
/// Every message names the value the user gave and says what to do instead.
public enum CatalogError: PhrasedError, Sendable, Equatable {
    /// No built-in or user pose has this ID.
    case unknownPose(id: String)
    /// A recommendation asked for fewer than one pose.
    case invalidPoseCount(Int)
    /// No notice has this number; `available` is how many notices there are (numbered 1 through `available`).
    case unknownNotice(number: Int, available: Int)
    /// A built-in pose cannot be removed; only the user's own can.
    case builtInPose(id: String)
    /// A user pose's title must be 1 to 64 characters without control characters or bidirectional controls (``ControlCharacters``).
    case invalidPoseTitle(String)
    /// A user pose's note must be at most 500 characters, without control characters other than line breaks, nor bidirectional controls.
    case invalidPoseNote(characterCount: Int)

    public var phrase: Phrase {
        switch self {
        case let .unknownPose(id):
            let ranges = PoseCategory.allCases.compactMap { category -> String? in
                let ids = PoseCatalog.poses(in: category).map(\.id)
                guard let first = ids.first, let last = ids.last else { return nil }
                return "\(first)…\(last)"
            }.joined(separator: ", ")
            return Phrase(
                "unknown pose '\(id)'; built-in poses are \(ranges), or the ID of a pose you added with `poki pose add`",
                korean: "알 수 없는 포즈입니다: '\(id)'. 기본 포즈(\(ranges))나 `poki pose add`로 직접 추가한 포즈의 ID를 쓰십시오"
            )
        case let .builtInPose(id):
            return Phrase(
                "pose '\(id)' is built in and cannot be removed; only poses you added (user-…) can ('poki pose unlike \(id)' removes its bookmark)",
                korean: "포즈 '\(id)': 기본 포즈는 삭제할 수 없고, 직접 추가한 포즈(user-…)만 삭제할 수 있습니다 (좋아요는 'poki pose unlike \(id)' 명령으로 취소합니다)"
            )
        case let .invalidPoseCount(count):
            return Phrase(
                "invalid pose count \(count); ask for at least 1 pose",
                korean: "잘못된 포즈 수입니다: \(count). 포즈를 1개 이상 요청하십시오"
            )
        case let .unknownNotice(number, available):
            return Phrase(
                "no notice number \(number); notices are numbered 1 to \(available) (see `poki notices`)",
                korean: "\(number)번 공지는 없습니다. 공지 번호는 1부터 \(available)까지입니다 (`poki notices` 참고)"
            )
        case let .invalidPoseTitle(title):
            return Phrase(
                "a pose title must be 1 to 64 characters without control characters or bidirectional controls such as U+202E ('\(title)')",
                korean: "포즈 제목은 1~64자여야 하며 제어 문자나 U+202E 같은 양방향 제어 문자를 쓸 수 없습니다 ('\(title)')"
            )
        case let .invalidPoseNote(characterCount):
            return Phrase(
                "a pose note must be at most 500 characters without control characters (line breaks aside) or bidirectional controls such as U+202E (\(characterCount) characters given)",
                korean: "포즈 메모는 500자 이하여야 하며 제어 문자(줄바꿈 제외)나 U+202E 같은 양방향 제어 문자를 쓸 수 없습니다 (\(characterCount)자 입력됨)"
            )
        }
    }
}
