/// Reading photos: one by ID, or a page of them in either order, without reading more documents
/// than the page needs (plus those a filter rejects).
extension Album {
    /// The photo with this ID.
    /// - Throws: ``AlbumError/photoNotFound(id:)`` when the album has no such photo.
    public func photo(withID id: Int) throws -> Photo {
        guard try state() == .album, let photo = try document(forID: id) else { throw AlbumError.photoNotFound(id: id) }
        return photo
    }

    /// Photos in `order`, newest first (oldest first when `reverse`), that pass `filter`, at most
    /// `limit` of them (all when nil).
    ///
    /// Reads documents one at a time in the requested order and stops at `limit`: ID order walks
    /// down from the ID counter, date order walks the date index day by day.
    /// - Throws: ``AlbumError/unknownTag(label:suggestion:)`` when the filter names an unknown tag.
    public func photos(order: PhotoOrder = .added, reverse: Bool = false, filter: PhotoFilter = PhotoFilter(), limit: Int? = nil) throws -> [Photo] {
        if let tag = filter.tag { _ = try resolveTag(tag) }
        guard try state() == .album else { return [] }
        let prepared = filter.prepared()
        var result: [Photo] = []
        if limit == 0 { return result }
        func take(_ id: Int) throws -> Bool {
            if let photo = try document(forID: id), prepared.matches(photo) {
                result.append(photo)
                if let limit, result.count >= limit { return false }
            }
            return true
        }
        switch order {
        case .added:
            let ids = Self.firstID..<(try nextID())
            for id in reverse ? Array(ids) : ids.reversed() {
                if try !take(id) { return result }
            }
        case .date:
            let years = try index.years()
            for year in reverse ? years : years.reversed() {
                if let since = filter.since, year < since.year, !reverse { break }
                if let until = filter.until, year > until.year, reverse { break }
                let days = try index.days(in: year)
                for day in reverse ? days : days.reversed() where filter.admits(day) {
                    let ids = try index.ids(on: day)
                    for id in reverse ? ids : ids.reversed() {
                        if try !take(id) { return result }
                    }
                }
            }
        }
        return result
    }

    /// Number of photos in the album (not the trash), from the tag-count index.
    public func photoCount() throws -> Int {
        guard try state() == .album else { return 0 }
        return try index.tagCounts().values.reduce(0, +)
    }

    /// IDs of the documents in `photos/`, ascending (from the folder, without reading them).
    func allDocumentIDs() throws -> [Int] {
        try Syscall.entries(of: layout.photos).compactMap(Self.documentID(fileName:)).sorted()
    }
}
