import Foundation
import Testing
import PokiTestSupport

/// poki starts on the essential part of Foundation only. `import Foundation` on Linux brings
/// FoundationInternationalization and ICU with it as soon as one API of theirs is used
/// (`String(format:)`, `DateFormatter`, `NSError.localizedDescription`, `Thread`, `FileHandle` …):
/// about 50 MB of binary and 1 ms more start-up for every command (Documentation/Benchmarks.md, "Start-up").
@Suite struct StartupFootprintTests {
    /// The built executable names neither library: as a shared library the debug build would list
    /// (`NEEDED`), nor as symbols of a statically linked release build.
    @Test func theExecutableLinksNeitherFoundationInternationalizationNorICU() throws {
        let binary = try Data(contentsOf: PokiProcess.executable)
        for name in ["FoundationInternationalization", "_FoundationICU", "libicu"] {
            #expect(binary.range(of: Data(name.utf8)) == nil, """
                \(PokiProcess.executable.path) links \(name): something in Sources/ uses a Foundation API \
                outside FoundationEssentials. Write `import FoundationEssentials` (with `#else import Foundation` \
                for platforms without it) and replace the API with our own code or an essential one.
                """)
        }
    }
}
