import PokiSystem
import PokiAlbum

/// The `trash` table: ID, when the photo was deleted (local time), its day, tag and the memo's first line.
struct TrashTable {
    var photos: [Photo]

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
        return TextTable(headers: ["ID", "DELETED", "DATE", "TAG", "MEMO"], rows: rows, flexibleColumn: 4, cuttableColumns: [3]).render(width: width)
    }

    static func deletionTime(_ timestamp: Timestamp) -> String {
        LocalTime.text(timestamp)
    }
}
