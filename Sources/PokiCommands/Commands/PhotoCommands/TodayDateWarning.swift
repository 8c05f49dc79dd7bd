import PokiSystem

/// The one warning line `add` and `import` print for photos filed under today because nothing
/// said their day (no `--date`, no EXIF or XMP date, no day in the file name), with how to set it.
enum TodayDateWarning {
    /// The warning without its `warning: ` prefix, or nil when no photo got today's date.
    /// `photos` are the IDs and files that did; in a dry run they only would.
    static func text(for photos: [(id: Int, path: String)], today: CalendarDay, dryRun: Bool = false) -> String? {
        guard let first = photos.first else { return nil }
        let got = dryRun ? "would get" : "got"
        if photos.count == 1 {
            return "\(first.id) (\(first.path)) \(got) today's date, \(today), having no date in its EXIF, XMP or file name; "
                + "set the day with --date YYYY-MM-DD when adding, or 'poki edit \(first.id) --date YYYY-MM-DD'"
        }
        return "\(photos.count) photos \(got) today's date, \(today), having no date in their EXIF, XMP or file names: "
            + IDRuns.text(photos.map(\.id)) + "; set the day with --date YYYY-MM-DD when adding, or 'poki edit ID --date YYYY-MM-DD'"
    }
}
