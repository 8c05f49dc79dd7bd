/// Index entries a batch of writes adds and removes, applied together by ``AlbumIndex/apply(_:)``
/// so a batch rewrites each touched index file once.
struct IndexChanges: Sendable {
    /// Photos entering each day's index (or changing colour there), with their dominant colours.
    private(set) var addedToDay: [CalendarDay: [Int: IndexedColour]] = [:]
    private(set) var removedFromDay: [CalendarDay: Set<Int>] = [:]
    private(set) var addedHashes: [String: [(sha256: String, id: Int)]] = [:]
    private(set) var removedHashes: [String: Set<Int>] = [:]
    private(set) var tagCountDeltas: [String: Int] = [:]

    var isEmpty: Bool {
        addedToDay.isEmpty && removedFromDay.isEmpty && addedHashes.isEmpty && removedHashes.isEmpty
            && tagCountDeltas.values.allSatisfy { $0 == 0 }
    }

    /// Records a photo entering the album.
    mutating func insert(_ photo: Photo) {
        addedToDay[photo.date, default: [:]][photo.id] = IndexedColour(photo.palette.dominant?.colour)
        addedHashes[AlbumIndex.bucket(of: photo.sha256), default: []].append((photo.sha256, photo.id))
        tagCountDeltas[photo.tag.label, default: 0] += 1
    }

    /// Records a photo leaving the album.
    mutating func remove(_ photo: Photo) {
        removedFromDay[photo.date, default: []].insert(photo.id)
        removedHashes[AlbumIndex.bucket(of: photo.sha256), default: []].insert(photo.id)
        tagCountDeltas[photo.tag.label, default: 0] -= 1
    }

    /// Records a photo changing from `old` to `new` (only what differs is touched): a new day, a
    /// new dominant colour (recolour, a replaced image), a new image or a new tag.
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
            tagCountDeltas[old.tag.label, default: 0] -= 1
            tagCountDeltas[new.tag.label, default: 0] += 1
        }
    }
}
