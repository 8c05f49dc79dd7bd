import PokiSystem

/// What `poki import` did with one file, in input order.
public enum ImportOutcome: Sendable, Equatable {
    /// The photo is in the album as `id` (in a dry run: would be, unless another writer comes
    /// first), its day taken from `dateSource`.
    case imported(path: String, id: Int, dateSource: DateSource)
    /// Not imported: the same image (by SHA-256) is in the album, or earlier in this import, as `id`.
    case duplicate(path: String, of: Int)
    /// Not imported: the file is no image (by content: a text, a video) or is empty. Not a
    /// failure: a folder of scans often holds other files.
    case notAnImage(path: String, reason: Phrase)
    /// Not imported: an image that cannot be decoded, an image in a format poki does not read
    /// (AVIF, GIF …) or cannot decode on this machine, a file that cannot be read, an unknown tag.
    case failed(path: String, reason: Phrase)

    /// The file the outcome is about.
    public var path: String {
        switch self {
        case let .imported(path, _, _), let .duplicate(path, _), let .notAnImage(path, _), let .failed(path, _):
            return path
        }
    }
}
