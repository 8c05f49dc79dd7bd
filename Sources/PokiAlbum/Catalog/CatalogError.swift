/// Why a request for built-in or user poses or for a notice could not be answered.
/// Every message names the value the user gave and says what to do instead.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
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

    public var description: String {
        switch self {
        case let .unknownPose(id):
            let ranges = PoseCategory.allCases.compactMap { category -> String? in
                let ids = PoseCatalog.poses(in: category).map(\.id)
                guard let first = ids.first, let last = ids.last else { return nil }
                return "\(first)…\(last)"
            }
            return "unknown pose '\(id)'; built-in poses are \(ranges.joined(separator: ", ")), or the ID of a pose you added with `poki pose add`"
        case let .builtInPose(id):
            return "pose '\(id)' is built in and cannot be removed; only poses you added (user-…) can ('poki pose unlike \(id)' removes its bookmark)"
        case let .invalidPoseCount(count):
            return "invalid pose count \(count); ask for at least 1 pose"
        case let .unknownNotice(number, available):
            return "no notice number \(number); notices are numbered 1 to \(available) (see `poki notices`)"
        case let .invalidPoseTitle(title):
            return "a pose title must be 1 to 64 characters without control characters or bidirectional controls such as U+202E ('\(title)')"
        case let .invalidPoseNote(characterCount):
            return "a pose note must be at most 500 characters without control characters (line breaks aside) or bidirectional controls such as U+202E (\(characterCount) characters given)"
        }
    }
}
