import Testing
@testable import PokiCommands

/// How the text saved in the editor becomes the memo.
@Suite struct MemoEditorTests {
    @Test func hashtagLinesAreKeptAndPokisInstructionsDropped() {
        let template = MemoEditor.template(current: "", subject: "a.jpg")
        let edited = "오늘 홍대 네컷\n#홍대 #인생네컷 #민지\n" + template
        #expect(MemoEditor.memo(fromEdited: edited) == "오늘 홍대 네컷\n#홍대 #인생네컷 #민지")
    }

    @Test func everythingFromTheScissorsLineDownIsDropped() {
        let edited = "\n민지랑 홍대  \n# 둘째 줄\n\(MemoEditor.scissors)\n# Write the memo\nstray text\n\n"
        #expect(MemoEditor.memo(fromEdited: edited) == "민지랑 홍대\n# 둘째 줄")
    }

    @Test func withoutTheScissorsLineEveryLineIsKept() {
        #expect(MemoEditor.memo(fromEdited: "첫 줄\r\n#태그\r\n") == "첫 줄\n#태그")
    }

    @Test func anUntouchedTemplateGivesAnEmptyMemo() {
        let template = MemoEditor.template(current: "", subject: "a.jpg")
        #expect(MemoEditor.memo(fromEdited: template) == "")
    }

    @Test func theCurrentMemoSurvivesAnUnchangedEdit() {
        let template = MemoEditor.template(current: "첫 네컷\n#홍대", subject: "1003")
        #expect(MemoEditor.memo(fromEdited: template) == "첫 네컷\n#홍대")
    }

    @Test func visualWinsOverEditorAndViIsTheFallback() {
        #expect(MemoEditor(environment: ["VISUAL": "nano", "EDITOR": "vim"]).editorCommand == "nano")
        #expect(MemoEditor(environment: ["EDITOR": "vim"]).editorCommand == "vim")
        #expect(MemoEditor(environment: ["VISUAL": " "]).editorCommand == "vi")
    }
}
