import PokiImaging
import PokiSystem

/// Why `poki cuts` could not write a photo's cuts. Every case names the photo or the path.
public enum CutsError: PhrasedError, Sendable, Equatable {
    /// The photo's image is not a booth print; `outdated` when an older poki analysed it, so it
    /// was never looked at for a print.
    case notAPrint(id: Int, outdated: Bool)
    /// `--index` names a cut the print does not have.
    case noSuchCut(id: Int, index: Int, count: Int)
    /// The folder to write into does not exist or is not a folder.
    case notAFolder(path: String)
    /// The image could not be cut (unreadable, too large, a library's refusal).
    case extraction(CutExtractionError)

    public var phrase: Phrase {
        switch self {
        case let .notAPrint(id, outdated) where outdated:
            return Phrase(
                "photo \(id) was analysed by an older poki, which did not look for a print; run 'poki recolour \(id)' first",
                korean: "사진 \(id): 인화 사진인지 살피지 않던 예전 poki가 분석한 사진입니다. 먼저 'poki recolour \(id)' 명령을 실행하십시오"
            )
        case let .notAPrint(id, _):
            return Phrase("photo \(id) is not a booth print: no cuts to write", korean: "사진 \(id): 인화 사진이 아니어서 저장할 컷이 없습니다")
        case let .noSuchCut(id, index, count):
            let s = count == 1 ? "" : "s"
            return Phrase("photo \(id) has \(count) cut\(s); there is no cut \(index)", korean: "사진 \(id): \(count)컷짜리 인화 사진이라 \(index)번 컷은 없습니다")
        case let .notAFolder(path):
            return Phrase("\(path): not a folder to write cuts into", korean: "\(path): 컷을 저장할 폴더가 아닙니다")
        case let .extraction(error):
            return Phrase.describing(error)
        }
    }
}
