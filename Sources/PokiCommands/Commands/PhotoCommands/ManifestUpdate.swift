import PokiSystem
import PokiAlbum

/// A manifest line that names a photo already in the album: its tag, memo and date are given to
/// that photo, as `poki edit` would (issue #29), so a manifest run after its folder was imported
/// fills in what it says, and a second run changes nothing.
struct ManifestUpdate {
    let album: Album
    let dryRun: Bool
    /// In a dry run, what the photos it would import would be filed under, by ID.
    var planned: [Int: PlannedPhoto] = [:]

    /// Gives photo `id` what `row` says, and returns which of `tag`, `memo` and `date` that
    /// changed (in a dry run: would change); empty when the photo already has it all.
    func apply(_ row: PhotoEdit, to id: Int) throws -> [String] {
        let tag = try row.tag.map { try album.resolveTag($0) }
        let current: PlannedPhoto
        if dryRun, let planned = planned[id] {
            // Imported earlier in this dry run, so not written: compared with what it would be.
            current = planned
        } else {
            let photo = try album.photo(withID: id)
            current = PlannedPhoto(tag: photo.tag, memo: photo.memo, date: photo.date)
        }
        let changed = Self.fields(
            tag: tag.map { $0.label != current.tag.label } ?? false,
            memo: row.memo.map { $0 != current.memo } ?? false,
            date: row.date.map { $0 != current.date } ?? false
        )
        guard !dryRun, !changed.isEmpty else { return changed }
        // Only what changes is written: a day the photo already has keeps where it came from.
        try album.update(id: id, PhotoEdit(memo: changed.contains("memo") ? row.memo : nil, tag: changed.contains("tag") ? row.tag : nil,
                                           date: changed.contains("date") ? row.date : nil))
        return changed
    }

    /// The fields ``apply(_:to:)`` returns as a person reads them: `tag, memo` (`태그, 메모`).
    static func named(_ fields: [String]) -> Phrase {
        var names = Phrase.verbatim("")
        for (index, field) in fields.enumerated() {
            if index > 0 { names = names + .verbatim(", ") }
            switch field {
            case "tag": names = names + Phrase("tag", korean: "태그")
            case "memo": names = names + Phrase("memo", korean: "메모")
            case "date": names = names + Phrase("date", korean: "날짜")
            default: names = names + .verbatim(field)
            }
        }
        return names
    }

    private static func fields(tag: Bool, memo: Bool, date: Bool) -> [String] {
        [tag ? "tag" : nil, memo ? "memo" : nil, date ? "date" : nil].compactMap { $0 }
    }
}
