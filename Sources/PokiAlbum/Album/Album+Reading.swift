import PokiSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Reading photos: one by ID, or a page of them in either order, without reading more documents
/// than the page needs (plus those a filter rejects).
extension Album {
    /// The photo with this ID.
    /// - Throws: ``AlbumError/photoInTrash(id:)`` when it is in the trash,
    ///   ``AlbumError/photoNotFound(id:)`` when the album has no such photo at all.
    public func photo(withID id: Int) throws -> Photo {
        guard try state() == .album else { throw AlbumError.photoNotFound(id: id) }
        guard let photo = try document(forID: id) else { throw try missingPhotoError(id: id) }
        return photo
    }

    /// Photos in `order`, newest first (oldest first when `reverse`), that pass `filter`, at most
    /// `limit` of them (all when nil).
    /// - Throws: ``AlbumError/unknownTag(label:suggestion:)`` when the filter names an unknown tag,
    ///   ``DocumentError`` when a document on the way is damaged (``photoListing(order:reverse:filter:limit:)``
    ///   skips it instead).
    public func photos(order: PhotoOrder = .added, reverse: Bool = false, filter: PhotoFilter = PhotoFilter(), limit: Int? = nil) throws -> [Photo] {
        try photoListing(order: order, reverse: reverse, filter: filter, limit: limit).allPhotos()
    }

    /// Like ``photos(order:reverse:filter:limit:)``, but a damaged document is skipped and reported
    /// in the listing instead of ending it: one bad file must not hide the rest of the album.
    ///
    /// Reads documents one at a time in the requested order and stops at `limit`: ID order walks
    /// down from the ID counter, date order walks the date index day by day.
    /// - Throws: ``AlbumError/unknownTag(label:suggestion:)`` when the filter names an unknown tag.
    public func photoListing(order: PhotoOrder = .added, reverse: Bool = false, filter: PhotoFilter = PhotoFilter(), limit: Int? = nil) throws -> PhotoListing {
        var filter = filter
        if let tag = filter.tag { filter.tag = try resolveTag(tag).label }
        guard try state() == .album else { return PhotoListing() }
        let prepared = filter.prepared()
        // The hashtag and palette indexes narrow the IDs before any document is read; an index an
        // older poki wrote has neither, and then the documents are read and tested instead.
        let indexIsCurrent = try index.isCurrent()
        var candidates: Set<Int>?
        if indexIsCurrent {
            for name in prepared.hashtagNames {
                let ids = try index.ids(withHashtag: name)
                candidates = candidates.map { $0.intersection(ids) } ?? ids
            }
        }
        if let colour = filter.colour {
            var ids = try colourMatches(colour, indexIsCurrent: indexIsCurrent)
            if let candidates { ids = ids.filter(candidates.contains) }
            return try readListing(ids: reverse ? ids.reversed() : ids, prepared: prepared, limit: limit)
        }
        if order == .added, let candidates {
            let ids = candidates.sorted()
            return try readListing(ids: reverse ? ids : ids.reversed(), prepared: prepared, limit: limit)
        }
        guard let limit else {
            // A full listing reads every document anyway: read them on all cores.
            var ids = try orderedIDs(order: order, reverse: reverse, filter: filter)
            if let candidates { ids = ids.filter(candidates.contains) }
            var listing = try readPhotos(withIDs: ids)
            listing.photos = listing.photos.filter(prepared.matches)
            return listing
        }
        var listing = PhotoListing()
        guard limit > 0 else { return listing }
        func take(_ id: Int) throws -> Bool {
            if let candidates, !candidates.contains(id) { return true }
            if let photo = try document(forID: id, skippingDamagedInto: &listing.damaged), prepared.matches(photo) {
                listing.photos.append(photo)
                if listing.photos.count >= limit { return false }
            }
            return true
        }
        switch order {
        case .added:
            try visitInAddedOrder(reverse: reverse, take)
        case .date:
            // Year by year, so a page of recent photos lists only the newest year's days.
            let years = try index.years()
            for year in reverse ? years : years.reversed() {
                for day in try orderedDays(inYear: year, reverse: reverse, filter: filter) {
                    let ids = try index.ids(on: day)
                    for id in reverse ? ids : ids.reversed() {
                        if try !take(id) { return listing }
                    }
                }
            }
        }
        return listing
    }

    /// The photos of `ids` that exist and pass `prepared`, in the order of `ids`, at most `limit`:
    /// read one by one up to the limit, or all in parallel without one.
    private func readListing(ids: [Int], prepared: PhotoFilter.Prepared, limit: Int?) throws -> PhotoListing {
        guard let limit else {
            var listing = try readPhotos(withIDs: ids)
            listing.photos = listing.photos.filter(prepared.matches)
            return listing
        }
        var listing = PhotoListing()
        for id in ids where listing.photos.count < limit {
            if let photo = try document(forID: id, skippingDamagedInto: &listing.damaged), prepared.matches(photo) {
                listing.photos.append(photo)
            }
        }
        return listing
    }

    /// How many IDs in a row without a document ``visitInAddedOrder(reverse:_:)`` tries before it
    /// lists `photos/` instead.
    static let addedOrderMissLimit = 1024

    /// Calls `visit` with the IDs of the album's documents, newest first (oldest first when
    /// `reverse`), until it returns false.
    ///
    /// Walks the IDs below the counter one by one, which touches only the documents a page needs
    /// while IDs are dense. After ``addedOrderMissLimit`` IDs in a row without a document (a huge
    /// counter, a long run of deleted photos), or when the counter cannot be trusted, the rest
    /// comes from listing `photos/`: the work never grows with the counter's value.
    private func visitInAddedOrder(reverse: Bool, _ visit: (Int) throws -> Bool) throws {
        var position: Int?
        if case let .valid(next) = try counterRecord(), try store.status(layout.document(forID: next)) == nil {
            var id = reverse ? Self.firstID : next - 1
            var misses = 0
            while id >= Self.firstID, id < next, misses < Self.addedOrderMissLimit {
                if try store.status(layout.document(forID: id)) != nil {
                    misses = 0
                    if try !visit(id) { return }
                } else {
                    misses += 1
                }
                id += reverse ? 1 : -1
            }
            if id < Self.firstID || id >= next { return }
            position = id
        }
        let ids = try allDocumentIDs()
        for id in reverse ? ids : ids.reversed() {
            if let position, reverse ? id < position : id > position { continue }
            if try !visit(id) { return }
        }
    }

    /// The days of `year` with photos within the filter's date range, in listing order.
    private func orderedDays(inYear year: Int, reverse: Bool, filter: PhotoFilter) throws -> [CalendarDay] {
        if let since = filter.since, year < since.year { return [] }
        if let until = filter.until, year > until.year { return [] }
        let days = try index.days(in: year).filter(filter.admits)
        return reverse ? days : days.reversed()
    }

    /// Every ID that may be listed, in listing order (IDs of deleted photos included for `.added`).
    private func orderedIDs(order: PhotoOrder, reverse: Bool, filter: PhotoFilter) throws -> [Int] {
        switch order {
        case .added:
            let ids = try allDocumentIDs()
            return reverse ? ids : ids.reversed()
        case .date:
            let years = try index.years()
            return try (reverse ? years : years.reversed()).flatMap { year in
                try orderedDays(inYear: year, reverse: reverse, filter: filter).flatMap { day in
                    let ids = try index.ids(on: day)
                    return reverse ? ids : ids.reversed()
                }
            }
        }
    }

    /// The documents of `ids` that exist, in the order of `ids`, read in parallel chunks; damaged
    /// ones are reported, not read.
    func readPhotos(withIDs ids: [Int]) throws -> PhotoListing {
        let chunkSize = 2048
        let chunkCount = (ids.count + chunkSize - 1) / chunkSize
        let results = ChunkResults<PhotoListing>(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (chunk * chunkSize)..<min(ids.count, (chunk + 1) * chunkSize)
            do {
                var listing = PhotoListing()
                for id in ids[range] {
                    if let photo = try document(forID: id, skippingDamagedInto: &listing.damaged) { listing.photos.append(photo) }
                }
                results.store(.success(listing), at: chunk)
            } catch {
                results.store(.failure(error), at: chunk)
            }
        }
        var listing = PhotoListing()
        for result in results.values() {
            let chunk = try result.get()
            listing.photos += chunk.photos
            listing.damaged += chunk.damaged.filter { damaged in !listing.damaged.contains { $0.path == damaged.path } }
        }
        return listing
    }

    /// The document of `id` in `photos/`, or nil when there is none or it is damaged; a damaged
    /// document is added to `damaged` (once).
    func document(forID id: Int, skippingDamagedInto damaged: inout [DamagedDocument]) throws -> Photo? {
        try readPhoto(at: layout.document(forID: id), skippingDamagedInto: &damaged)
    }

    /// The document at `path`, or nil when there is none or it is damaged; a damaged document is
    /// added to `damaged` (once).
    func readPhoto(at path: String, skippingDamagedInto damaged: inout [DamagedDocument]) throws -> Photo? {
        do {
            return try readPhoto(at: path)
        } catch let DocumentError.corrupt(path, reason) {
            if !damaged.contains(where: { $0.path == path }) { damaged.append(DamagedDocument(path: path, reason: reason)) }
            return nil
        }
    }

    /// Number of photos in the album (not the trash), from the tag-count index.
    public func photoCount() throws -> Int {
        guard try state() == .album else { return 0 }
        return try index.tagCounts().values.reduce(0, +)
    }

    /// IDs of the documents in `photos/`, ascending (from the folder, without reading them).
    func allDocumentIDs() throws -> [Int] {
        try store.entries(of: layout.photos).compactMap(Self.documentID(fileName:)).sorted()
    }
}
