#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Phrase {
    /// What the system error `code` (an `errno`) means: the C library's English words, and Korean
    /// for the errors people meet with files and folders (the C library speaks only English
    /// without a locale, and poki sets none).
    package static func systemError(_ code: Int32) -> Phrase {
        let english = Platform.errorText(code)
        let korean: String? = switch code {
        case ENOENT: "그런 파일이나 폴더가 없음"
        case EACCES: "권한이 없음"
        case EPERM: "허용되지 않는 작업"
        case EISDIR: "폴더임"
        case ENOTDIR: "폴더가 아님"
        case ENOSPC: "디스크에 남은 공간이 없음"
        case EDQUOT: "디스크 할당량을 넘음"
        case EROFS: "읽기 전용 파일 시스템"
        case EEXIST: "이미 있음"
        case EIO: "입출력 오류"
        case ENAMETOOLONG: "이름이 너무 긺"
        case ELOOP: "심볼릭 링크가 너무 많이 이어짐"
        case EMFILE, ENFILE: "열린 파일이 너무 많음"
        case ENOTEMPTY: "폴더가 비어 있지 않음"
        case EXDEV: "다른 파일 시스템 사이의 링크"
        case EBUSY: "사용 중"
        case ENOMEM: "메모리가 모자람"
        case EPIPE: "파이프가 끊어짐"
        case EFBIG: "파일이 너무 큼"
        default: nil
        }
        return Phrase(english, korean: korean ?? english)
    }
}
