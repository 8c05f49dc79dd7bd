import PokiImaging

/// Why `poki cuts` could not write a photo's cuts. Every case names the photo or the path.
public enum CutsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The photo's image is not a booth print; `outdated` when an older poki analysed it, so it
    /// was never looked at for a print.
    case notAPrint(id: Int, outdated: Bool)
    /// `--index` names a cut the print does not have.
    case noSuchCut(id: Int, index: Int, count: Int)
    /// The folder to write into does not exist or is not a folder.
    case notAFolder(path: String)
    /// The image could not be cut (unreadable, too large, a library's refusal).
    case extraction(CutExtractionError)

    public var description: String {
        switch self {
        case let .notAPrint(id, outdated) where outdated:
            return "photo \(id) was analysed by an older poki, which did not look for a print; run 'poki recolour \(id)' first"
        case let .notAPrint(id, _):
            return "photo \(id) is not a booth print: no cuts to write"
        case let .noSuchCut(id, index, count):
            return "photo \(id) has \(count) \(count == 1 ? "cut" : "cuts"); there is no cut \(index)"
        case let .notAFolder(path):
            return "\(path): not a folder to write cuts into"
        case let .extraction(error):
            return error.description
        }
    }
}
