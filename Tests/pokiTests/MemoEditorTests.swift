import Testing
@testable import poki

@Suite struct MemoEditorTests {
    @Test func commentLinesAndSurroundingBlankLinesAreDropped() {
        let edited = "\n민지랑 홍대  \n두 번째 줄\n# Write the memo for a.jpg.\n# Lines starting with '#'\n\n"
        #expect(MemoEditor.memo(fromEdited: edited) == "민지랑 홍대\n두 번째 줄")
    }

    @Test func anUntouchedTemplateGivesAnEmptyMemo() {
        let template = MemoEditor.template(current: "", subject: "a.jpg")
        #expect(MemoEditor.memo(fromEdited: template) == "")
    }

    @Test func theCurrentMemoSurvivesAnUnchangedEdit() {
        let template = MemoEditor.template(current: "첫 네컷", subject: "1003")
        #expect(MemoEditor.memo(fromEdited: template) == "첫 네컷")
    }

    @Test func visualWinsOverEditorAndViIsTheFallback() {
        #expect(MemoEditor(environment: ["VISUAL": "nano", "EDITOR": "vim"]).editorCommand == "nano")
        #expect(MemoEditor(environment: ["EDITOR": "vim"]).editorCommand == "vim")
        #expect(MemoEditor(environment: ["VISUAL": " "]).editorCommand == "vi")
    }
}
