import ErrorReporting
import Output
import Testing

@Suite struct OutputErrorTests {
    struct DrawingFailed: ReportableError {
        let message = "\"logo.svg\" cannot be drawn"
    }

    struct Unreported: Error {}

    @Test func anotherModulesErrorIsReportedForTheOutputItFailed() throws {
        let error = try #require(OutputError.naming("out/page.pdf", DrawingFailed()) as? OutputError)
        #expect(error.message == "out/page.pdf: \"logo.svg\" cannot be drawn")
        #expect(error.exitCode == 2)
        #expect("\(error)" == error.message)
    }

    @Test func anOutputErrorKeepsTheFileItNames() throws {
        let error = try #require(OutputError.naming("out/page.pdf", OutputError(path: "out/.page.pdf.tmp", reason: "disk full")) as? OutputError)
        #expect(error.message == "out/.page.pdf.tmp: disk full")
    }

    @Test func anErrorThatIsNotReportableIsLeftAsItIs() {
        #expect(OutputError.naming("out/page.pdf", Unreported()) is Unreported)
    }
}
