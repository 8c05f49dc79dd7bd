/// Something `poki check` found wrong with an album. Each names the file or ID involved.
public enum AlbumProblem: Sendable, Equatable, CustomStringConvertible {
    /// A document does not parse, does not match the schema, or its ID differs from its file name.
    case unreadableDocument(path: String, reason: String)
    /// A photo's image file is missing.
    case missingImage(id: Int, path: String)
    /// A photo's image file does not have the SHA-256 its document records.
    case imageMismatch(id: Int, path: String)
    /// The ID counter is not above every ID in use, so an ID could be handed out twice.
    case counterBehind(counter: Int, highestID: Int)
    /// The ID counter is missing (nil) or holds something that is not a number within
    /// ``Photo/idRange`` (or one past its end).
    case invalidCounter(content: String?)
    /// `retired-id`, the highest ID removed by `trash --empty`, holds something that is not an ID.
    case invalidRetiredID(content: String)
    /// An album file other than a photo document (`profile.json`, `poses.json`) is damaged: it
    /// does not parse, or names a picture outside its folder. Only the user can fix it: moving it
    /// away would lose the profile or let pose IDs be given again.
    case damagedFile(path: String, reason: String)
    /// A temporary file left by an interrupted write (or the `unfinished` marker of an
    /// interrupted writer).
    case leftover(path: String)
    /// An image in `images/` or `trash/` that no document refers to.
    case orphanImage(path: String)
    /// A photo's document is both in the album and in the trash.
    case inAlbumAndTrash(id: Int)
    /// An index disagrees with the documents (`poki check --repair` rebuilds it).
    case staleIndex(detail: String)

    public var description: String {
        switch self {
        case let .unreadableDocument(path, reason):
            return "unreadable document: \(reason) (\(path))"
        case let .missingImage(id, path):
            return "photo \(id) has no image file (\(path))"
        case let .imageMismatch(id, path):
            return "photo \(id)'s image does not match its recorded SHA-256 (\(path))"
        case let .counterBehind(counter, highestID):
            return "ID counter \(counter) is not above the highest ID \(highestID) (counter)"
        case let .invalidCounter(content?):
            return "ID counter holds '\(content)', not a number from \(Photo.idRange.lowerBound) to \(Photo.idRange.upperBound + 1) (counter)"
        case .invalidCounter(nil):
            return "ID counter is missing (counter)"
        case let .invalidRetiredID(content):
            return "record of IDs removed for good holds '\(content)', not a photo ID (retired-id)"
        case let .damagedFile(path, reason):
            return "damaged file: \(reason); fix it by hand or restore it from a backup (\(path))"
        case let .leftover(path):
            return "leftover of an interrupted write (\(path))"
        case let .orphanImage(path):
            return "image that no photo refers to (\(path))"
        case let .inAlbumAndTrash(id):
            return "photo \(id) is both in the album and in the trash (trash/\(id).json)"
        case let .staleIndex(detail):
            return "index out of date: \(detail) (index/)"
        }
    }

    /// Whether ``Album/repair()`` fixes this problem (others need the user: a missing image is gone).
    public var isRepairable: Bool {
        switch self {
        case .missingImage, .imageMismatch, .damagedFile: return false
        default: return true
        }
    }
}
