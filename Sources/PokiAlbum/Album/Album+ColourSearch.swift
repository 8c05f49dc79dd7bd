import Dispatch
import PokiSystem

/// `list --colour`: the photos whose palettes have a colour, found in the palette index.
extension Album {
    /// The IDs of the photos (not the trash) whose palette colours that match `query` cover at
    /// least ``ColourQuery/minimumShare`` of the photo, the most (and nearest) first (ties: newest
    /// ID first). Reads the palette index, about 100 files for 100,000 photos, on all cores; with an
    /// index an older poki wrote, reads every document instead.
    func colourMatches(_ query: ColourQuery, indexIsCurrent: Bool) throws -> [Int] {
        var coverages: [(id: Int, rank: Double)] = []
        if indexIsCurrent {
            let files = try store.entries(of: layout.paletteIndex).filter { DocumentValidation.decimal($0) != nil }
            let results = ChunkResults<[(id: Int, rank: Double)]>(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { number in
                results.store(Result {
                    try index.readPalettes(at: PathName.join(layout.paletteIndex, files[number])).compactMap { id, entries in
                        let score = query.score(of: entries)
                        return score.coverage >= ColourQuery.minimumShare ? (id, score.rank) : nil
                    }
                }, at: number)
            }
            for result in results.values() { coverages += try result.get() }
        } else {
            for photo in try readPhotos(withIDs: try allDocumentIDs()).photos {
                let score = query.score(of: IndexedPaletteEntry.entries(of: photo.palette))
                if score.coverage >= ColourQuery.minimumShare { coverages.append((photo.id, score.rank)) }
            }
        }
        return coverages.sorted { ($0.rank, $0.id) > ($1.rank, $1.id) }.map(\.id)
    }
}
