import PokiSystem

/// Index entries a batch of writes adds and removes, applied together by ``AlbumIndex/apply(_:)``
/// so a batch rewrites each touched index file once.
struct IndexChanges: Sendable {
    /// Photos entering each day's index (or changing colour there), with their dominant colours.
    private(set) var addedToDay: [CalendarDay: [Int: IndexedColour]] = [:]
    private(set) var removedFromDay: [CalendarDay: Set<Int>] = [:]
    private(set) var addedHashes: [String: [(sha256: String, id: Int)]] = [:]
    private(set) var removedHashes: [String: Set<Int>] = [:]
    /// Tag labels entering (or changing in) the tag index, by ID.
    private(set) var addedTags: [Int: String] = [:]
    /// IDs leaving the tag index (before the additions are made).
    private(set) var removedTags: Set<Int> = []
    /// Hashtag entries entering each hashtag bucket.
    private(set) var addedHashtags: [String: [(name: String, id: Int)]] = [:]
    /// IDs whose entries leave each hashtag bucket (before that bucket's additions are made).
    private(set) var removedHashtags: [String: Set<Int>] = [:]
    /// Palettes entering (or changing in) the palette index, by ID.
    private(set) var addedPalettes: [Int: [IndexedPaletteEntry]] = [:]
    private(set) var removedPalettes: Set<Int> = []

    var isEmpty: Bool {
        addedToDay.isEmpty && removedFromDay.isEmpty && addedHashes.isEmpty && removedHashes.isEmpty
            && addedTags.isEmpty && removedTags.isEmpty && addedHashtags.isEmpty && removedHashtags.isEmpty
            && addedPalettes.isEmpty && removedPalettes.isEmpty
    }

    /// Records a photo entering the album.
    mutating func insert(_ photo: Photo) {
        addedToDay[photo.date, default: [:]][photo.id] = IndexedColour(photo.palette.dominant?.colour)
        addedHashes[AlbumIndex.bucket(of: photo.sha256), default: []].append((photo.sha256, photo.id))
        addedTags[photo.id] = photo.tag.label
        addHashtags(of: photo)
        addedPalettes[photo.id] = IndexedPaletteEntry.entries(of: photo.palette)
    }

    /// Records a photo leaving the album.
    mutating func remove(_ photo: Photo) {
        removedFromDay[photo.date, default: []].insert(photo.id)
        removedHashes[AlbumIndex.bucket(of: photo.sha256), default: []].insert(photo.id)
        removedTags.insert(photo.id)
        removeHashtags(of: photo)
        removedPalettes.insert(photo.id)
    }

    /// Records a photo changing from `old` to `new` (only what differs is touched): a new day, a
    /// new dominant colour or palette (recolour, a replaced image), a new image, a new tag or new
    /// hashtags in the memo.
    mutating func replace(_ old: Photo, with new: Photo) {
        if old.date != new.date {
            removedFromDay[old.date, default: []].insert(old.id)
        }
        if old.date != new.date || old.palette.dominant?.colour != new.palette.dominant?.colour {
            addedToDay[new.date, default: [:]][new.id] = IndexedColour(new.palette.dominant?.colour)
        }
        if old.sha256 != new.sha256 {
            removedHashes[AlbumIndex.bucket(of: old.sha256), default: []].insert(old.id)
            addedHashes[AlbumIndex.bucket(of: new.sha256), default: []].append((new.sha256, new.id))
        }
        if old.tag.label != new.tag.label {
            addedTags[new.id] = new.tag.label
        }
        if Set(Hashtag.all(in: old.memo)) != Set(Hashtag.all(in: new.memo)) {
            removeHashtags(of: old)
            addHashtags(of: new)
        }
        if old.palette.entries != new.palette.entries {
            addedPalettes[new.id] = IndexedPaletteEntry.entries(of: new.palette)
        }
    }

    private mutating func addHashtags(of photo: Photo) {
        for name in Hashtag.all(in: photo.memo) {
            addedHashtags[AlbumIndex.hashtagBucket(of: name), default: []].append((name, photo.id))
        }
    }

    private mutating func removeHashtags(of photo: Photo) {
        for name in Hashtag.all(in: photo.memo) {
            removedHashtags[AlbumIndex.hashtagBucket(of: name), default: []].insert(photo.id)
        }
    }
}
