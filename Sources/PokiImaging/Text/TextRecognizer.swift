import CPokiText
import Synchronization

/// Reads printed words with Tesseract, which is loaded the first time a print's text is read.
///
/// Loading the Korean and English data takes about 100 ms and 40 MB, reading a band a few tens of
/// milliseconds, so engines are kept for the life of the process and lent to one thread at a
/// time: an import reading prints side by side makes one per thread, no more.
package enum TextRecognizer {
    /// The languages poki reads in: English for Latin brands and days, Korean for Hangul ones.
    package enum Language: String, Sendable {
        case english = "eng"
        case korean = "kor"

        /// The Debian package with the language's data.
        var package: String { "tesseract-ocr-\(rawValue)" }
    }
    /// What a read writes at most, in bytes: a band's words fit many times over.
    static let wordsCapacity = 16 * 1024
    /// Longest a read may take, in milliseconds: a band of a few lines takes tens.
    static let deadline = 1500

    /// An engine lent to one thread; the C shim's reader is not shared between threads.
    private struct Engine: @unchecked Sendable {
        let reader: OpaquePointer
    }

    private struct Pool {
        var idle: [Language: [Engine]] = [:]
        /// Set once creating an engine failed for want of Tesseract or a language's data: not
        /// tried again.
        var unavailable: [Language: String] = [:]
    }

    private static let pool = Mutex(Pool())

    /// Why no engine could be made (Tesseract or its data not installed), once one was asked for.
    package static var unavailable: TextRecognitionError? {
        pool.withLock { $0.unavailable[.english] ?? $0.unavailable[.korean] }.map { .unavailable(reason: $0) }
    }

    /// The words in a `width` x `height` grey image (a byte a pixel, rows packed), in reading order.
    /// Without Korean data, a Korean read finds no words (``unavailable`` says what to install).
    package static func words(
        inGrey pixels: [UInt8], width: Int, height: Int, language: Language
    ) throws(TextRecognitionError) -> [RecognizedWord] {
        guard width > 0, height > 0, pixels.count >= width * height else { return [] }
        let engine: Engine
        do {
            engine = try borrow(language)
        } catch .unavailable where language == .korean && pool.withLock({ $0.unavailable[.english] == nil }) {
            return []
        }
        defer { pool.withLock { $0.idle[language, default: []].append(engine) } }
        var words = [CChar](repeating: 0, count: wordsCapacity)
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { pixels in
            poki_text_read(engine.reader, pixels.baseAddress, Int32(width), Int32(height), Int32(deadline), &words, words.count, &message, message.count)
        }
        guard status == POKI_TEXT_OK else { throw .failed(reason: text(of: message)) }
        return text(of: words).split(separator: "\n").compactMap { record in
            let fields = record.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let line = Int(fields[0]), let confidence = Int(fields[1]) else { return nil }
            return RecognizedWord(line: line, confidence: confidence, text: String(fields[2]))
        }
    }

    private static func borrow(_ language: Language) throws(TextRecognitionError) -> Engine {
        let lent: Result<Engine?, TextRecognitionError> = pool.withLock { pool in
            if let reason = pool.unavailable[language] { return .failure(.unavailable(reason: reason)) }
            return .success(pool.idle[language]?.popLast())
        }
        if let engine = try lent.get() { return engine }
        var reader: OpaquePointer?
        var message = [CChar](repeating: 0, count: 256)
        let status = poki_text_reader_create(language.rawValue, &reader, &message, message.count)
        switch status {
        case POKI_TEXT_OK:
            guard let reader else { throw .failed(reason: "Tesseract gave no engine") }
            return Engine(reader: reader)
        case POKI_TEXT_UNAVAILABLE, POKI_TEXT_NO_LANGUAGE:
            let reason = status == POKI_TEXT_NO_LANGUAGE ? "\(text(of: message)); install \(language.package)" : text(of: message)
            pool.withLock { $0.unavailable[language] = reason }
            throw .unavailable(reason: reason)
        default:
            throw .failed(reason: text(of: message))
        }
    }

    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
