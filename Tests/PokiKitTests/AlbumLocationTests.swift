import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct AlbumLocationTests {
    @Test func explicitWinsOverEverything() {
        #expect(AlbumLocation.resolve(explicit: "/x", environment: ["POKI_LIBRARY": "/y", "XDG_DATA_HOME": "/z", "HOME": "/h"]) == "/x")
    }

    @Test func environmentOrder() {
        #expect(AlbumLocation.resolve(explicit: nil, environment: ["POKI_LIBRARY": "/y", "XDG_DATA_HOME": "/z", "HOME": "/h"]) == "/y")
        #expect(AlbumLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/z", "HOME": "/h"]) == "/z/poki")
        #expect(AlbumLocation.resolve(explicit: nil, environment: ["HOME": "/h"]) == "/h/.local/share/poki")
    }

    @Test func emptyAndRelativeValuesAreIgnored() {
        #expect(AlbumLocation.resolve(explicit: "", environment: ["POKI_LIBRARY": "", "XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/poki")
        #expect(AlbumLocation.resolve(explicit: nil, environment: [:]) == nil)
    }
}
