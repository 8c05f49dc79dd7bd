import CPokiText
import PokiSystem

/// Reads printed words with Tesseract, which is loaded the first time a print's text is read.
///
/// Loading the English data takes about 80 ms and 30 MB, the Korean 30 ms and 15 MB, reading a
/// band a few tens of milliseconds, so engines are kept for the life of the process and lent to
/// one thread at a time: an import reading prints side by side makes one per thread, and at most
/// ``maximumEngines`` of each language (a 16-core machine would otherwise hold 700 MB of them).
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
    /// Most engines of one language at once; a thread wanting another waits for one to be lent back.
    static let maximumEngines = 4

    /// An engine lent to one thread; the C shim's reader is not shared between threads.
    private struct Engine: @unchecked Sendable {
        let reader: OpaquePointer
    }

    private struct Pool {
        var idle: [Language: [Engine]] = [:]
        /// Engines made of each language, lent or idle.
        var made: [Language: Int] = [:]
        /// Set once creating an engine failed for want of Tesseract or a language's data: not
        /// tried again.
        var unavailable: [Language: String] = [:]
    }

    private static let lock = ConditionLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var pool = Pool()

    private static func withPool<Value>(_ body: (inout Pool) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(&pool)
    }

    /// Why no engine could be made (Tesseract or its data not installed), once one was asked for.
    package static var unavailable: TextRecognitionError? {
        withPool { $0.unavailable[.english] ?? $0.unavailable[.korean] }.map { .unavailable(reason: $0) }
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
        } catch .unavailable where language == .korean && withPool({ $0.unavailable[.english] == nil }) {
            return []
        }
        defer {
            withPool { $0.idle[language, default: []].append(engine) }
            lock.broadcast()
        }
        var words = [CChar](repeating: 0, count: wordsCapacity)
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { pixels in
            poki_text_read(engine.reader, pixels.baseAddress, Int32(width), Int32(height), Int32(deadline), &words, words.count, &message, message.count)
        }
        guard status == POKI_TEXT_OK else { throw .failed(reason: String(nulTerminated: message)) }
        return String(nulTerminated: words).split(separator: "\n").compactMap { record in
            let fields = record.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let line = Int(fields[0]), let confidence = Int(fields[1]),
                  let left = Int(fields[2]), let right = Int(fields[3])
            else { return nil }
            return RecognizedWord(line: line, confidence: confidence, text: String(fields[4]), left: left, right: right)
        }
    }

    /// An idle engine of `language`, a new one while fewer than ``maximumEngines`` exist, else
    /// the first one lent back.
    private static func borrow(_ language: Language) throws(TextRecognitionError) -> Engine {
        lock.lock()
        while true {
            if let reason = pool.unavailable[language] {
                lock.unlock()
                throw .unavailable(reason: reason)
            }
            if let engine = pool.idle[language]?.popLast() {
                lock.unlock()
                return engine
            }
            if pool.made[language, default: 0] < maximumEngines { break }
            lock.wait()
        }
        pool.made[language, default: 0] += 1
        lock.unlock()
        var reader: OpaquePointer?
        var message = [CChar](repeating: 0, count: 256)
        let status = poki_text_reader_create(language.rawValue, &reader, &message, message.count)
        if status == POKI_TEXT_OK, let reader { return Engine(reader: reader) }
        // Not made after all: a thread waiting for an engine may make one, or learn why not.
        let reason = status == POKI_TEXT_NO_LANGUAGE ? "\(String(nulTerminated: message)); install \(language.package)" : String(nulTerminated: message)
        withPool { pool in
            pool.made[language, default: 1] -= 1
            if status == POKI_TEXT_UNAVAILABLE || status == POKI_TEXT_NO_LANGUAGE { pool.unavailable[language] = reason }
        }
        lock.broadcast()
        switch status {
        case POKI_TEXT_UNAVAILABLE, POKI_TEXT_NO_LANGUAGE: throw .unavailable(reason: reason)
        default: throw .failed(reason: reason.isEmpty ? "Tesseract gave no engine" : reason)
        }
    }

}
