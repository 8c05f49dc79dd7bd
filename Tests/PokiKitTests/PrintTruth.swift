import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// One image of Fixtures/prints and what it truly holds, as Fixtures/make_fixtures.py wrote it
/// into Fixtures/prints/truth.json when it drew the image.
struct PrintTruth: Decodable, Sendable, CustomTestStringConvertible {
    /// Path under Fixtures/.
    var file: String
    /// `digital`, `phone` (a photo of a paper print on a table) or `ordinary` (not a print).
    var kind: String
    /// `plain`, `gradient` or `dotted`; nil for ordinary photos.
    var frameKind: String?
    /// The print, nil for ordinary photos.
    var print: BoothPrint?

    var testDescription: String { file }

    static let all: [PrintTruth] = {
        let url = URL(fileURLWithPath: Fixture.path("prints/truth.json"))
        guard let data = try? Data(contentsOf: url), let truth = try? JSONDecoder().decode([PrintTruth].self, from: data) else {
            return []
        }
        return truth
    }()

    /// Prints that fill their image (digital files, EXIF-turned ones included).
    static var prints: [PrintTruth] { all.filter { $0.print != nil && $0.kind == "digital" } }
    /// Phone photos of paper prints lying on tables.
    static var photographed: [PrintTruth] { all.filter { $0.print != nil && $0.kind == "phone" } }
    static var ordinary: [PrintTruth] { all.filter { $0.print == nil } }
}
