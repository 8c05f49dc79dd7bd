import Testing
import PokiSystem

/// The language comes from the environment the POSIX way, and Korean dates read as Korean writes them.
@Suite struct LanguageTests {
    @Test(arguments: [
        ([:], Language.english),
        (["LANG": "ko_KR.UTF-8"], .korean),
        (["LANG": "ko"], .korean),
        (["LANG": "ko_KR.eucKR"], .korean),
        (["LANG": "ko_KR.UTF-8@cjknarrow"], .korean),
        (["LANG": "en_US.UTF-8"], .english),
        (["LANG": "C"], .english),
        (["LANG": "kok_IN"], .english),
        // LC_ALL wins over LC_MESSAGES, which wins over LANG; an empty one is skipped.
        (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], .english),
        (["LC_ALL": "", "LANG": "ko_KR.UTF-8"], .korean),
        (["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .korean),
        (["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], .korean),
        // LANGUAGE comes first, as gettext reads it: its first language poki speaks.
        (["LANGUAGE": "ko:en", "LANG": "en_US.UTF-8"], .korean),
        (["LANGUAGE": "fr:ko", "LANG": "en_US.UTF-8"], .korean),
        (["LANGUAGE": "en", "LANG": "ko_KR.UTF-8"], .english),
        (["LANGUAGE": "fr", "LANG": "ko_KR.UTF-8"], .korean),
        // ...but not under the C locale, where gettext ignores it.
        (["LANGUAGE": "ko", "LC_ALL": "C"], .english),
        (["LANGUAGE": "ko", "LANG": "POSIX"], .english),
        (["LANGUAGE": "ko"], .english),
    ])
    func languageOfTheEnvironment(environment: [String: String], expected: Language) {
        #expect(Language(environment: environment) == expected)
    }

    @Test func aDayIsWrittenTheKoreanWayInKorean() throws {
        let day = try #require(CalendarDay(year: 2025, month: 10, day: 16))
        #expect(day.written(in: .korean) == "2025년 10월 16일 (목)")
        #expect(day.written(in: .english) == "2025-10-16")
        #expect(try #require(CalendarDay(year: 2026, month: 11, day: 29)).written(in: .korean) == "2026년 11월 29일 (일)")
    }

    @Test func aPhraseKeepsItsEnglishForScripts() {
        let phrase = Phrase("no photo with ID 1003", korean: "ID 1003인 사진이 없습니다")
        #expect(phrase.description == "no photo with ID 1003")
        #expect(phrase.text(in: .korean) == "ID 1003인 사진이 없습니다")
        #expect((phrase + .verbatim(" (x)")).text(in: .korean) == "ID 1003인 사진이 없습니다 (x)")
    }
}
