import PokiSystem
import PokiAlbum
import PokiImaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Analyses several image files on every core, keeping input order and the files' warnings.
enum ImageAnalysisRun {
    /// One file's outcome.
    struct Outcome: Sendable {
        var path: String
        var result: Result<ImageAnalysis, ImageDecodingError>
        var warnings: [Phrase]
    }

    /// Analyses `paths` with up to `jobs` threads and calls `consume` for each, in input order.
    /// With `lookForQRCode`, each analysis also reports the image's QR code; `choices` says, per
    /// path, whether the detector decides if it is a print (the default) or the user did. With
    /// `readingText`, the text on each print's frame is read too (``BoothPrint/text``).
    static func analyze(
        _ paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, lookForQRCode: Bool = false,
        choices: [PrintChoice]? = nil, readingText: Bool = false, consume: (Int, Outcome) -> Void
    ) {
        OrderedParallelWork.run(count: paths.count, jobs: jobs, work: { index in
            var warnings: [Phrase] = []
            let choice = choices?[index] ?? .detect
            let result = Result { () throws(ImageDecodingError) -> ImageAnalysis in
                try ImageAnalyzer.analyze(
                    fileAt: paths[index], lookForQRCode: lookForQRCode, print: choice,
                    readingTextFor: readingText ? BoothBrands.printedNames : nil
                ) { warnings.append($0) }
            }
            return Outcome(path: paths[index], result: result, warnings: warnings)
        }, consume: consume)
    }
}
