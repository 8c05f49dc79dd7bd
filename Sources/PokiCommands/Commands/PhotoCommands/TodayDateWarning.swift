import PokiSystem

/// The one warning line `add` and `import` print for photos filed under today because nothing
/// said their day (no `--date`, no EXIF or XMP date, no day in the file name or read on the
/// print), with how to set it.
enum TodayDateWarning {
    /// The warning in `language` without its `warning: ` prefix, or nil when no photo got today's
    /// date. `photos` are the IDs and files that did; in a dry run they only would.
    static func text(for photos: [(id: Int, path: String)], today: CalendarDay, dryRun: Bool = false, in language: Language) -> String? {
        guard let first = photos.first else { return nil }
        let day = today.written(in: language)
        let what: Phrase, howToSet: Phrase
        if photos.count == 1 {
            let (id, path) = (first.id, first.path)
            what = dryRun
                ? Phrase(
                    "\(id) (\(path)) would get today's date, \(day), having no date in its EXIF, XMP, file name or printed text; ",
                    korean: "사진 \(id) (\(path))에는 EXIF, XMP, 파일 이름, 인화 사진의 글자 어디에도 날짜가 없어 추억의 날짜가 오늘(\(day))로 정해집니다. "
                )
                : Phrase(
                    "\(id) (\(path)) got today's date, \(day), having no date in its EXIF, XMP, file name or printed text; ",
                    korean: "사진 \(id) (\(path))에는 EXIF, XMP, 파일 이름, 인화 사진의 글자 어디에도 날짜가 없어 추억의 날짜를 오늘(\(day))로 정했습니다. "
                )
            howToSet = Phrase(
                "set the day with --date YYYY-MM-DD when adding, or 'poki edit \(id) --date YYYY-MM-DD'",
                korean: "추가할 때 --date YYYY-MM-DD로 날짜를 정하거나 'poki edit \(id) --date YYYY-MM-DD'를 실행하십시오"
            )
        } else {
            let count = photos.count
            let ids = IDRuns.text(photos.map(\.id))
            what = dryRun
                ? Phrase(
                    "\(count) photos would get today's date, \(day), having no date in their EXIF, XMP, file names or printed text: \(ids); ",
                    korean: "사진 \(count)장은 EXIF, XMP, 파일 이름, 인화 사진의 글자 어디에도 날짜가 없어 추억의 날짜가 오늘(\(day))로 정해집니다: \(ids). "
                )
                : Phrase(
                    "\(count) photos got today's date, \(day), having no date in their EXIF, XMP, file names or printed text: \(ids); ",
                    korean: "사진 \(count)장은 EXIF, XMP, 파일 이름, 인화 사진의 글자 어디에도 날짜가 없어 추억의 날짜를 오늘(\(day))로 정했습니다: \(ids). "
                )
            howToSet = Phrase(
                "set the day with --date YYYY-MM-DD when adding, or 'poki edit ID --date YYYY-MM-DD'",
                korean: "추가할 때 --date YYYY-MM-DD로 날짜를 정하거나 'poki edit ID --date YYYY-MM-DD'를 실행하십시오"
            )
        }
        return (what + howToSet).text(in: language)
    }
}
