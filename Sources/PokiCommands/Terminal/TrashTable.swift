import PokiSystem
import PokiAlbum

/// The `trash` table: ID, when the photo was deleted (local time), its day, tag and the memo's
/// first line, under headers in ``language``.
struct TrashTable {
    var photos: [Photo]
    /// The language of the headers; the cells are data and read the same in every language.
    var language: Language = .english

    func render(width: Int?) -> [String] {
        let rows = photos.map { photo -> [TextTable.Cell] in
            [
                .init(String(photo.id)),
                // Photos trashed before poki recorded the time have none.
                .init(photo.deletedAt.map(Self.deletionTime) ?? "-"),
                .init(photo.date.description),
                .init(photo.tag.label),
                .init(PhotoTable.oneLine(photo.memo)),
            ]
        }
        let headers = [
            Phrase.verbatim("ID"),
            Phrase("DELETED", korean: "삭제 시각"),
            Phrase("DATE", korean: "날짜"),
            Phrase("TAG", korean: "태그"),
            Phrase("MEMO", korean: "메모"),
        ]
        return TextTable(headers: headers.map { $0.text(in: language) }, rows: rows, flexibleColumn: 4, cuttableColumns: [3]).render(width: width)
    }

    static func deletionTime(_ timestamp: Timestamp) -> String {
        LocalTime.text(timestamp)
    }
}
