@testable import StoryboardRuntime
import Testing

/// Page view controllers (issue 16; Apple's documentation of `UIPageViewController`: pages come
/// from the data source, a swipe turns to the page after or before, the delegate hears the
/// transition, and a scroll-style controller whose data source gives a count shows a page
/// control).
@MainActor
@Suite("Page view controllers", .inOwnRuntimeEnvironment)
struct PageViewControllerTests {
    static let scenes = DecodingFixture.scene(
        "book", element: "pageViewController",
        attributes: "autoresizesArchivedViewToFullSize=\"NO\" transitionStyle=\"scroll\" navigationOrientation=\"horizontal\" spineLocation=\"none\" customClass=\"BookController\" customModule=\"StoryboardRuntimeTests\"",
        body: "") + DecodingFixture.scene("page", attributes: "storyboardIdentifier=\"Page\"", body: DecodingFixture.rootView(id: "page-root", subviews: """
        <label opaque="NO" contentMode="left" text="Page" id="page-label">
            <rect key="frame" x="20" y="100" width="200" height="21"/>
        </label>
        """))

    func launch() throws -> (BookController, Driver) {
        let storyboard = try DecodingFixture.storyboard(initial: "book", Self.scenes)
        testEnvironment.classes.register(BookController.self, as: "StoryboardRuntimeTests.BookController")
        let book = try #require(try storyboard.instantiateInitialViewController() as? BookController)
        let (_, driver) = DecodingFixture.show(book)
        try testEnvironment.failures.throwIfAny()
        return (book, driver)
    }

    @Test("the first page, and the page control of a scroll-style controller whose data source counts pages")
    func firstPage() throws {
        let (book, driver) = try launch()
        #expect(book.transitionStyle == .scroll)
        #expect(driver.describeScreen() == "View\n  Label \"Page 1\"\nPageControl page 1 of 3")
        #expect(book.viewControllers?.first?.parent === book)
    }

    @Test("a swipe turns to the page the data source gives; the old page leaves the hierarchy; the delegate hears it")
    func turning() throws {
        let (book, driver) = try launch()
        let first = try #require(book.viewControllers?.first)
        try driver.perform(try #require(try DriverCommand(line: "page next")))
        #expect(driver.describeScreen() == "View\n  Label \"Page 2\"\nPageControl page 2 of 3")
        #expect(first.parent == nil && first.viewIfLoaded?.superview == nil)
        #expect(book.log == ["will Page 2", "did Page 1 → Page 2"])
        try driver.perform(.page("previous"))
        #expect(driver.describeScreen().hasPrefix("View\n  Label \"Page 1\""))
    }

    @Test("no page before the first: the driver says so and nothing changes")
    func endOfTheBook() throws {
        let (book, driver) = try launch()
        #expect(throws: DriverError.self) { try driver.perform(.page("previous")) }
        #expect(book.log == [])
    }

    @Test("a pageViewController whose class is missing is a PageViewController, not reported as unbuilt")
    func missingClass() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "p", DecodingFixture.scene(
            "p", element: "pageViewController", attributes: "transitionStyle=\"pageCurl\" customClass=\"Gone\"", body: ""))
        let controller = try #require(try storyboard.instantiateInitialViewController() as? PageViewController)
        #expect(controller.transitionStyle == .pageCurl)
        #expect(!testEnvironment.diagnostics.warnings.contains { $0.id == .unbuiltElement })
    }
}

@MainActor
final class BookController: PageViewController, PageViewControllerDataSource, PageViewControllerDelegate {
    var log: [String] = []
    static let count = 3

    func page(_ number: Int) -> ViewController? {
        guard (1...Self.count).contains(number), let page = try? storyboard?.instantiateViewController(withIdentifier: "Page") else { return nil }
        page.title = "Page \(number)"
        (page.view.allViews().compactMap { $0 as? Label }.first)?.text = "Page \(number)"
        return page
    }

    func number(of controller: ViewController) -> Int { Int(controller.title?.split(separator: " ").last ?? "") ?? 0 }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers(page(1).map { [$0] }, direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        page(number(of: viewController) - 1)
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        page(number(of: viewController) + 1)
    }

    func presentationCount(for pageViewController: PageViewController) -> Int? { Self.count }
    func presentationIndex(for pageViewController: PageViewController) -> Int? { viewControllers?.first.map { number(of: $0) - 1 } }

    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
        log.append("will \(pendingViewControllers.first?.title ?? "?")")
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        log.append("did \(previousViewControllers.first?.title ?? "?") → \(viewControllers?.first?.title ?? "?")")
    }
}
