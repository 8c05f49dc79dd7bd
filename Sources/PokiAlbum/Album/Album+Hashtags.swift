/// `poki hashtags`: the hashtags of the album's memos, from the hashtag index.
extension Album {
    /// Every hashtag of the memos of the album's photos (not the trash), the most used first
    /// (ties in Unicode order of the name). Reads the hashtag index; with an index an older poki
    /// wrote, reads every document instead.
    public func hashtags() throws -> [HashtagUsage] {
        guard try state() == .album else { return [] }
        var counts: [String: Int] = [:]
        if try index.isCurrent() {
            counts = try index.hashtagCounts()
        } else {
            for photo in try readPhotos(withIDs: try allDocumentIDs()).photos {
                for name in Hashtag.all(in: photo.memo) { counts[name, default: 0] += 1 }
            }
        }
        return counts.map { HashtagUsage(hashtag: $0.key, photoCount: $0.value) }
            .sorted { ($1.photoCount, $0.hashtag) < ($0.photoCount, $1.hashtag) }
    }
}
