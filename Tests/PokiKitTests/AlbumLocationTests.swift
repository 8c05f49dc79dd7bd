import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct AlbumLocationTests {
    @Test func explicitWinsOverEverything() throws {
        #expect(try AlbumLocation.resolve(explicit: "/x", environment: ["POKI_LIBRARY": "/y", "XDG_DATA_HOME": "/z", "HOME": "/h"]) == "/x")
    }

    @Test func environmentOrder() throws {
        #expect(try AlbumLocation.resolve(explicit: nil, environment: ["POKI_LIBRARY": "/y", "XDG_DATA_HOME": "/z", "HOME": "/h"]) == "/y")
        #expect(try AlbumLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/z", "HOME": "/h"]) == "/z/poki")
        #expect(try AlbumLocation.resolve(explicit: nil, environment: ["HOME": "/h"]) == "/h/.local/share/poki")
    }

    @Test func emptyAndRelativeDataHomesAreIgnored() throws {
        #expect(try AlbumLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/poki")
        #expect(try AlbumLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "", "HOME": "/h"]) == "/h/.local/share/poki")
        #expect(try AlbumLocation.resolve(explicit: nil, environment: [:]) == nil)
    }

    /// An unset shell variable in `--library "$X"` or `POKI_LIBRARY=$X` must not mean the default
    /// album (issue #24: `profile delete --yes` erased the real one).
    @Test func anEmptyLibraryOrPokiLibraryIsRefusedNotTheDefault() {
        #expect(throws: AlbumLocation.EmptySetting(name: "--library")) {
            try AlbumLocation.resolve(explicit: "", environment: ["POKI_LIBRARY": "/y", "HOME": "/h"])
        }
        #expect(throws: AlbumLocation.EmptySetting(name: "POKI_LIBRARY")) {
            try AlbumLocation.resolve(explicit: nil, environment: ["POKI_LIBRARY": "", "HOME": "/h"])
        }
    }
}
