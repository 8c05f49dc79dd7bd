import PokiSystem
import PokiAlbum

/// The values the shell completions ask poki for (`poki __complete KIND`): what only the album
/// knows. Each is read from a file whose size does not grow with the photos (the tag index,
/// tags.json, the newest documents, the trash, the pose list), so completing stays instant on a
/// large album.
enum CompletionValues: String, CaseIterable, Sendable {
    /// Booth brands and the user's own tags, with their photo counts.
    case tags
    /// Only the user's own tags.
    case customTags = "custom-tags"
    /// The most recently added photos' IDs, with their day, tag and memo.
    case ids
    /// The IDs of the photos in the trash.
    case trashedIDs = "trashed-ids"
    /// Built-in and user poses' IDs, with their titles.
    case poses

    /// How many recent IDs ``ids`` offers.
    static let recentPhotoCount = 30

    /// A value to offer and a short description of it (zsh and fish show it beside the value).
    struct Candidate: Equatable {
        var value: String
        var description: String
    }

    /// The candidates in `album`, in the order the shells should offer them.
    func candidates(in album: Album, language: Language = .english) throws -> [Candidate] {
        switch self {
        case .tags, .customTags:
            return try album.tags()
                .filter { self == .tags || !$0.isBuiltIn }
                .map { Candidate(value: $0.tag.label, description: Phrase.photos($0.photoCount).text(in: language)) }
        case .ids:
            return try album.photoListing(limit: Self.recentPhotoCount).photos.map(Self.candidate)
        case .trashedIDs:
            return try album.trashListing().photos.map(Self.candidate)
        case .poses:
            return try (PoseCatalog.all + album.userPoses()).map { Candidate(value: $0.id, description: $0.title) }
        }
    }

    private static func candidate(_ photo: Photo) -> Candidate {
        let memo = PhotoTable.oneLine(photo.memo)
        let shortMemo = memo.count > 40 ? String(memo.prefix(39)) + "…" : memo
        let parts = [photo.date.description, photo.tag.label, shortMemo].filter { !$0.isEmpty }
        return Candidate(value: String(photo.id), description: parts.joined(separator: " "))
    }
}
