import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct DocumentValidationTests {
    @Test(arguments: ["", ".", "..", "a/b", "../x", "/x", "a\u{0}b", String(repeating: "x", count: 256)])
    func onlyPlainFileNamesAreFileNames(name: String) {
        #expect(DocumentValidation.fileNameProblem(name) != nil)
    }

    @Test func plainNamesAreFileNames() {
        #expect(DocumentValidation.fileNameProblem("1042-1a2b3c4d.jpg") == nil)
        #expect(DocumentValidation.fileNameProblem("사진 ..jpg") == nil)
    }

    @Test func aPhotoOwnsOnlyImagesNamedAfterIt() {
        #expect(DocumentValidation.imageNameProblem("1042.jpg", id: 1042) == nil)
        #expect(DocumentValidation.imageNameProblem("1042-1a2b3c4d.png", id: 1042) == nil)
        for name in ["1043.jpg", "10420.jpg", "1042.json", "x1042.jpg", "1042"] {
            #expect(DocumentValidation.imageNameProblem(name, id: 1042) != nil, "\(name)")
        }
    }

    @Test func documentNamesAreCanonicalIDsInRange() {
        #expect(DocumentValidation.photoID(documentName: "1000.json") == 1000)
        #expect(DocumentValidation.photoID(documentName: "999999999.json") == 999_999_999)
        for name in ["999.json", "1000000000.json", "9223372036854775807.json", "99999999999999999999.json",
                     "01000.json", "+1000.json", "-1000.json", " 1000.json", "1000.JSON", ".json"] {
            #expect(DocumentValidation.photoID(documentName: name) == nil, "\(name)")
        }
    }

    @Test func idsAreFoundInEveryNameTheAlbumGivesAFile() {
        #expect(Album.photoID(inFileName: "1042.json", setAside: false) == 1042)
        #expect(Album.photoID(inFileName: "1042.png", setAside: false) == 1042)
        #expect(Album.photoID(inFileName: "1042-12345678.jpg", setAside: false) == 1042)
        #expect(Album.photoID(inFileName: "2-1042.json", setAside: true) == 1042)
        #expect(Album.photoID(inFileName: "3-1042-12345678.jpg", setAside: true) == 1042)
        #expect(Album.photoID(inFileName: "2-1042.json", setAside: false) == nil)
        #expect(Album.photoID(inFileName: ".tmp-12-abc-incoming", setAside: false) == nil)
        #expect(Album.photoID(inFileName: "9223372036854775807.json", setAside: true) == nil)
        #expect(Album.photoID(inFileName: "notes.txt", setAside: true) == nil)
    }

    @Test func palettesHoldSharesOfTheImage() {
        let colour = Colour(red: 1, green: 2, blue: 3)
        #expect(DocumentValidation.paletteProblem(Palette(version: 1, entries: [.init(colour: colour, share: 1)], clearDominant: true)) == nil)
        for share in [1e20, -0.1, Double.infinity, Double.nan] {
            #expect(DocumentValidation.paletteProblem(Palette(version: 1, entries: [.init(colour: colour, share: share)], clearDominant: true)) != nil)
        }
    }
}
