import type { SeedPost } from "./types";

export const englishPosts: SeedPost[] = [
  {
    slug: "local-seo-guide-small-business",
    translationKey: "local-seo",
    title: "Local SEO for small businesses: a practical guide for Quebec",
    excerpt:
      "Google Business Profile, consistent contact details, local pages and reviews: the four pillars that help Quebec small businesses show up when nearby customers search.",
    seoDescription:
      "Google Business Profile, consistent contact details, local pages and reviews: the four pillars that put Quebec small businesses on the map for nearby customers.",
    content: `<p>When someone in Sainte-Foy types "plumber near me" or "bakery Limoilou" into Google, they are not browsing. They want a business nearby, and they want it now. Local SEO is the work that puts your business in front of those people, in the map results and in the regular listings below them. The good news for small businesses is that most of it is within your reach, even without a big budget.</p>
<h2>1. Claim and complete your Google Business Profile</h2>
<p>Your Google Business Profile is the listing that appears in Google Maps and in the local "map pack". For many local searches, it is the first thing a customer sees, sometimes before your website.</p>
<ul>
<li><strong>Choose your primary category carefully.</strong> It is one of the strongest signals Google uses to decide which searches you appear for. Pick the most specific category that describes your main activity, then add a few secondary ones.</li>
<li><strong>Fill in every field:</strong> hours (including holiday hours), service areas, services or products, attributes, and a description written for humans.</li>
<li><strong>Add real photos</strong> of your storefront, your team and your work. Stock images do little for trust.</li>
<li><strong>Publish updates</strong> now and then: a new service, a seasonal offer, an event. It shows the listing is maintained.</li>
</ul>
<h2>2. Keep your NAP consistent everywhere</h2>
<p>NAP stands for name, address and phone number. Google cross-checks this information across your website, your profile and other listings such as the Yellow Pages, your chamber of commerce, industry associations and review sites. When the details disagree (an old address, a different phone number, "Inc." in one place and not in another), it creates doubt.</p>
<p>Make a simple list of every place your business is listed and correct each one so they all match exactly. Put the same details in your website footer and on your contact page. It is tedious work, but you usually only have to do it once, plus a quick check whenever you move or change numbers.</p>
<h2>3. Create useful local pages</h2>
<p>If you serve several areas, say Québec City, Lévis and the North Shore, a single "Areas served" line will not carry much weight. A dedicated page for each main area, or for each key service in an important area, gives Google something concrete to rank.</p>
<p>The trap is to copy the same text and swap the city name. Those pages rarely perform and can look like spam. Instead, give each page genuine local content: projects you completed there, local constraints (older housing, winter access, parking), testimonials from clients in that area, and clear service-area details.</p>
<h2>4. Ask for reviews, and answer them</h2>
<p>Reviews influence both your ranking and the decision of the person reading them. The simplest way to get more is to ask at the right moment: right after a job well done, with a direct link to your review form. A short text message or email works better than a card at the counter.</p>
<p>Two rules to keep in mind: do not offer incentives in exchange for reviews, and do not ask only your happiest clients. Both go against Google's policies. Then reply to every review, positive or negative, in a professional tone. Future customers read your replies as closely as the reviews themselves.</p>
<h2>Don't forget your website</h2>
<p>Your profile and your site work together. Make sure your website loads quickly on a phone, shows your address and phone number clearly, mentions the areas you serve in natural language, and has a page for each of your main services. Google needs to understand what you do and where you do it.</p>
<h3>Where to start this week</h3>
<ol>
<li>Log in to your Google Business Profile and fill in anything that is missing.</li>
<li>Check your business details on your five most important directories.</li>
<li>Send a review request to your last ten satisfied clients.</li>
</ol>
<p>Want to know where your business stands in local search? We can review your profile and your site and tell you what to fix first. <a href="/en/services/seo">Discover our SEO service</a> or <a href="/en/audit-gratuit">request a free audit</a>.</p>`,
    imageUrl: "/images/blog/local-seo.jpg",
    publishedAt: "2026-11-12",
    readTime: 4,
  },
  {
    slug: "website-speed-and-sales",
    translationKey: "website-speed",
    title: "Why website speed drives sales (and how to improve it)",
    excerpt:
      "A slow site loses customers before they read a word. What Core Web Vitals measure, in plain language, and the quick wins that make the biggest difference.",
    content: `<p>Picture a customer on their phone, on the bus, with a weak signal. They tap your site in the search results and wait. One second, two, three. Many will go back and tap the next result, and you will never know they were there. Speed is not a technical detail: it shapes the first impression of your business, and it affects how many visitors become customers.</p>
<h2>Core Web Vitals, explained simply</h2>
<p>Google measures the experience of real visitors with three indicators called Core Web Vitals. They are used as a ranking signal, but more importantly, they describe what your visitors actually feel.</p>
<ul>
<li><strong>Largest Contentful Paint (LCP)</strong> measures how long it takes for the main content, often a large image or heading, to appear. Google considers 2.5 seconds or less to be good.</li>
<li><strong>Interaction to Next Paint (INP)</strong> measures how quickly the page responds when someone taps a button or opens a menu. Good is 200 milliseconds or less.</li>
<li><strong>Cumulative Layout Shift (CLS)</strong> measures how much the page jumps around while it loads. You know the feeling: you go to tap a link and a banner pushes it down. A score of 0.1 or less is good.</li>
</ul>
<p>You can check your numbers for free with PageSpeed Insights or in the Core Web Vitals report in Google Search Console. Look at the mobile results first: that is where most sites struggle, and where many of your local visitors are.</p>
<h2>Why speed affects sales</h2>
<p>A faster site does not magically sell more, but a slow one adds friction at every step. Visitors see fewer pages, abandon forms more often and trust the business less. Your ad spend suffers too: if you pay for a click and the landing page takes too long, you have paid for a visitor who left before seeing your offer. Improving speed is often one of the most cost-effective ways to get more out of the traffic you already have.</p>
<h2>The usual suspects</h2>
<h3>Images</h3>
<p>Oversized images are the most common problem we see on small-business sites. A photo straight from a camera or phone can weigh several megabytes when it should weigh a small fraction of that. Resize images to the size they are displayed at, use modern formats such as WebP or AVIF, and load images further down the page only when the visitor scrolls to them.</p>
<h3>Hosting</h3>
<p>Cheap shared hosting can be fine for a small site, until it isn't. If your server takes a long time to respond before anything even starts loading, no amount of image optimization will fix it. A quality host, ideally with servers close to your customers, combined with a content delivery network (CDN), makes a noticeable difference.</p>
<h3>Plugins, scripts and themes</h3>
<p>Every chat widget, slider, tracking pixel and plugin adds weight. Over the years, sites accumulate tools nobody uses anymore. Make a list, remove whatever is not earning its keep, and be wary of heavy themes that load features you never turned on.</p>
<h2>Quick wins you can tackle this month</h2>
<ol>
<li>Compress and resize the biggest images on your home page and main service pages.</li>
<li>Remove unused plugins and third-party scripts.</li>
<li>Turn on caching and compression (your host or a plugin can usually handle this).</li>
<li>Give images and embeds fixed dimensions so the layout stops shifting.</li>
<li>Test again on mobile and compare with your starting point.</li>
</ol>
<p>Some fixes need a developer, especially when the theme or the structure of the site is the real bottleneck. In that case, rebuilding on a lighter foundation can cost less over time than endless patches.</p>
<p>Is your site slow and you're not sure why? <a href="/en/audit-gratuit">Request a free audit</a> and we will point out the biggest bottlenecks, or <a href="/en/services/creation-sites-web">see how we build fast websites</a>.</p>`,
    imageUrl: "/images/blog/speed.jpg",
    publishedAt: "2026-10-28",
    readTime: 4,
  },
  {
    slug: "google-ads-budget-small-business",
    translationKey: "google-ads-budget",
    title: "How to set your first Google Ads budget",
    excerpt:
      "How much should a small business spend on Google Ads to start? A simple method based on cost per click, the cost per lead you can afford and a real test period.",
    content: `<p>"How much should I spend on Google Ads?" It is one of the first questions business owners ask us, and the honest answer is: it depends, but not in a vague way. Your budget should come from a few numbers you already know, or can estimate, about your own business. Here is the method we use with new clients.</p>
<h2>Start from what a lead is worth to you</h2>
<p>Before looking at Google, look at your own sales. Three figures are enough:</p>
<ul>
<li><strong>The average value of a sale</strong> (or of a new client over the first year, if clients come back).</li>
<li><strong>Your margin</strong> on that sale.</li>
<li><strong>Your closing rate:</strong> out of ten serious inquiries, how many become clients?</li>
</ul>
<p>Say an average job brings in $2,000 with a 40% margin, so $800 in gross profit. If you close three out of ten leads, each lead is worth about $240 in profit. To stay profitable, your <strong>target cost per lead</strong> should sit well below that, for example $80 to $120, leaving room for your other costs.</p>
<h2>Estimate your cost per click</h2>
<p>Keyword Planner, available in your Google Ads account, shows an estimated range of cost per click (CPC) for the searches you want to target. Costs vary a lot by industry and by city: a click on "emergency plumber" costs more than one on "gift shop", and sectors such as legal services, renovation or insurance are known to be expensive.</p>
<p>Then estimate how many clicks it takes to get one lead. A well-built landing page might convert anywhere from a few percent to, in good cases, over ten percent of visitors. If your CPC is around $4 and 5% of visitors contact you, each lead costs about $80 ($4 divided by 0.05).</p>
<h2>Calculate a test budget</h2>
<p>Now the key point: you need enough data to judge. A campaign that gets five clicks a day tells you almost nothing after two weeks. We generally recommend aiming for at least 20 to 30 leads over the test period or, failing that, several hundred clicks.</p>
<p>In our example, 25 leads at about $80 each represents roughly $2,000 in ad spend. Spread over two or three months, that is in the range of $700 to $1,000 a month. If that amount is out of reach, it is better to narrow the focus (one service, one area, a handful of high-intent keywords) than to spread a small budget thinly across everything.</p>
<h2>Plan a real test period</h2>
<p>The first weeks of a campaign are a learning phase, both for Google's algorithms and for you. Plan for <strong>60 to 90 days</strong> before drawing firm conclusions. During that time:</p>
<ol>
<li><strong>Track conversions properly</strong> from day one: form submissions, phone calls, appointment bookings. Without tracking, you are flying blind.</li>
<li><strong>Review search terms every week</strong> and add negative keywords to block irrelevant searches.</li>
<li><strong>Adjust gradually.</strong> Changing everything every few days disrupts the learning and muddies the results.</li>
<li><strong>Look at lead quality</strong>, not just volume. Ten calls that turn into two contracts beat thirty calls from people who were never going to buy.</li>
</ol>
<h2>A note on daily budgets</h2>
<p>In Google Ads, you set an average daily budget. On busy days, Google can spend up to twice that amount, but over a month it will not charge more than about 30.4 times your daily budget. Divide your monthly budget by 30.4 and you have your daily setting.</p>
<p>After the test period, you will have real figures: actual CPC, actual conversion rate, actual cost per lead. That is when you can decide, with confidence, whether to increase the budget, refine the targeting or rework the offer.</p>
<p>Need help launching a first campaign that is properly measured? <a href="/en/services/publicite-google-meta">Learn about our Google and Meta advertising service</a> or <a href="/en/rendez-vous">book a call with our team</a>.</p>`,
    imageUrl: "/images/blog/ads.jpg",
    publishedAt: "2026-10-09",
    readTime: 4,
  },
  {
    slug: "meta-ads-creative-that-converts",
    translationKey: "meta-ads-creative",
    title: "Meta ad creatives that convert: hooks, formats and testing",
    excerpt:
      "On Facebook and Instagram, your creative does much of the targeting work. How to write a strong hook, choose the right format and test without wasting budget.",
    content: `<p>On Facebook and Instagram, people are not searching for you. They are scrolling past friends' photos, news and videos, and your ad has to earn a moment of attention in that flow. That is why, on Meta, the creative (the image or video, and the text around it) often has more influence on results than any setting in Ads Manager. With today's broad targeting options, your creative also helps the algorithm figure out who your ad is for.</p>
<h2>Win the first seconds with a strong hook</h2>
<p>The hook is what makes someone stop scrolling. In a video, it is the first two or three seconds; in an image, it is the main visual and the headline. A few approaches that work well for small businesses:</p>
<ul>
<li><strong>Name the problem:</strong> "Is your furnace making that noise again?" speaks directly to the person who has it.</li>
<li><strong>Show the result:</strong> a before-and-after of a renovated kitchen, a clean driveway after a snowstorm, a finished website on a phone screen.</li>
<li><strong>Call out the audience:</strong> "Restaurant owners in Québec City" draws in the right people and filters out the rest.</li>
<li><strong>Start in motion:</strong> open on the action, not on a logo or a slow fade-in.</li>
</ul>
<p>Avoid hooks that overpromise. Meta has advertising standards, and exaggerated claims erode trust even when they get clicks.</p>
<h2>Choose the right format</h2>
<h3>Short vertical video</h3>
<p>Vertical video (9:16) fills the screen in Reels and Stories, where a lot of attention now goes. It does not need to be polished: a clear, well-lit phone video of you explaining something useful often outperforms a glossy production. Add subtitles, since many people watch with the sound off.</p>
<h3>Single image</h3>
<p>A single image remains effective for a simple offer: a promotion, an event, a product. Keep the text on the image short, make the product or the result the hero, and use a square (1:1) or vertical (4:5) format so it takes up more room in the feed.</p>
<h3>Carousel</h3>
<p>Carousels work well to show several products, the steps of a process or a series of tips. The first card must make people want to swipe.</p>
<h2>Write copy that supports the visual</h2>
<p>The primary text should quickly answer three questions: what is it, why should I care, and what do I do next? Put the essentials in the first line, since the rest is hidden behind "See more". Use the words your customers use, and end with a clear next step that matches the button: book, get a quote, shop.</p>
<h2>Test without wasting your budget</h2>
<p>Testing is how you find out what works for your audience instead of guessing. A few principles:</p>
<ol>
<li><strong>Test one big idea at a time.</strong> Two different hooks or angles teach you more than two shades of the same button.</li>
<li><strong>Give each version a fair chance.</strong> Let ads run long enough to gather meaningful results before judging; a day or two is rarely enough.</li>
<li><strong>Judge by the right metric.</strong> A cheap click is worthless if nobody converts. Look at cost per lead or cost per purchase.</li>
<li><strong>Refresh regularly.</strong> Even a winning ad wears out as the same people see it again and again. Plan new variations every few weeks.</li>
</ol>
<p>Keep a simple log of what you tested and what you learned. After a few months, you will have a clear picture of the messages that resonate with your customers, and that knowledge is useful well beyond your ads.</p>
<p>Need help producing creatives or running your campaigns? <a href="/en/services/publicite-google-meta">See our Google and Meta advertising service</a>, or <a href="/en/services/creation-de-contenu">our content creation service</a> for videos and visuals.</p>`,
    imageUrl: null,
    publishedAt: "2026-09-22",
    readTime: 3,
  },
  {
    slug: "content-calendar",
    translationKey: "content-calendar",
    title: "How to build a realistic content calendar for a small team",
    excerpt:
      "Consistency beats volume. A simple method to plan blog posts, social media and newsletters that your small team can actually keep up with.",
    content: `<p>Most content calendars fail the same way. In January, full of good intentions, someone plans three blog posts a week, daily social posts and a monthly newsletter. By March, the calendar is a list of missed deadlines and the blog's latest post dates back to February. The problem is rarely a lack of ideas. It is a plan that does not match the time the team actually has.</p>
<h2>Start from your real capacity</h2>
<p>Before choosing topics, be honest about the hours available. If one person can spend four hours a week on content, that might mean one solid blog post a month, plus a few social posts that reuse it. That is no small achievement: over a year, twelve well-researched articles can do more for your business than fifty rushed ones.</p>
<p><strong>Consistency matters more than volume.</strong> Your audience and search engines respond better to a steady rhythm you can keep than to bursts of activity followed by months of silence.</p>
<h2>Choose a few content pillars</h2>
<p>Content pillars are the three to five broad themes you will come back to again and again. They should sit where your expertise meets your customers' questions. For a renovation contractor, that might be:</p>
<ul>
<li>planning and budgeting a project;</li>
<li>materials and techniques;</li>
<li>seasonal maintenance (Quebec winters give plenty to write about);</li>
<li>completed projects and client stories.</li>
</ul>
<p>Pillars make planning faster: instead of wondering what to write about, you ask what to say next about each theme.</p>
<h2>Find topics in the questions you already get</h2>
<p>The best source of topics is usually your own inbox and phone. Write down every question clients ask over a couple of weeks; your sales and front-line staff will have dozens more. Each good question can become a blog post, a short video or a social post. Google Search Console and the "People also ask" boxes in search results will suggest others.</p>
<h2>Plan around your year</h2>
<p>Look at your year and mark what shapes your business: busy seasons, slow months, trade shows, the holidays, back-to-school, the construction holiday in July. Plan content a few weeks ahead of each key moment, since people search before they buy. And avoid scheduling your heaviest content work during your own rush.</p>
<h2>Create once, publish in several places</h2>
<p>One substantial piece of content can feed several channels. A blog post can become:</p>
<ol>
<li>three or four social posts, each with one tip;</li>
<li>a short video where you explain the main point;</li>
<li>a section of your next newsletter;</li>
<li>an answer you send to clients who ask the same question.</li>
</ol>
<p>This approach is what makes a modest calendar feel full without doubling the workload.</p>
<h2>Keep the tool simple</h2>
<p>You do not need expensive software. A shared spreadsheet with columns for the date, topic, pillar, channel, person responsible and status (idea, drafting, review, published) is enough for most small teams. Review it once a month: what was published, what slipped, and why. Adjust the rhythm if needed. A calendar that bends is better than one that breaks.</p>
<h3>A sample monthly rhythm</h3>
<ul>
<li>Week 1: publish one in-depth blog post.</li>
<li>Weeks 2 and 3: two social posts a week drawn from that article, plus one short video.</li>
<li>Week 4: a short newsletter summing up the month's advice and news.</li>
</ul>
<p>Short on time to produce content consistently? <a href="/en/services/creation-de-contenu">Discover our content creation service</a>, or <a href="/en/contact">write to us</a> to talk about a realistic plan for your business.</p>`,
    imageUrl: "/images/blog/content.jpg",
    publishedAt: "2026-09-03",
    readTime: 3,
  },
  {
    slug: "seo-audit-checklist",
    translationKey: "seo-audit-checklist",
    title: "A practical SEO audit checklist for your website",
    excerpt:
      "Technical health, content and links: the checks that matter most in an SEO audit, explained in plain language, with what to fix first.",
    content: `<p>An SEO audit sounds intimidating, but at its core it asks three simple questions. Can Google find and read your pages? Do those pages answer what people are searching for? And does the rest of the web vouch for your site? Here is the checklist we use as a starting point, organized around those three questions. You can work through a good part of it yourself with free tools.</p>
<h2>1. Technical: can Google crawl and index your site?</h2>
<ul>
<li><strong>Indexing:</strong> in Google Search Console, open the Pages report. Are your important pages indexed? If not, the report usually says why.</li>
<li><strong>Robots.txt and noindex:</strong> make sure you are not blocking pages by accident. A "noindex" tag left over from development is a classic mistake after a launch.</li>
<li><strong>XML sitemap:</strong> it should exist, list only the pages you want indexed, and be submitted in Search Console.</li>
<li><strong>HTTPS:</strong> every page should load securely, and the non-secure version should redirect to it.</li>
<li><strong>Mobile experience:</strong> Google primarily uses the mobile version of your site. Test your key pages on a phone: readable text, buttons easy to tap, no sideways scrolling.</li>
<li><strong>Speed:</strong> check your Core Web Vitals in PageSpeed Insights or Search Console.</li>
<li><strong>Errors and redirects:</strong> find pages that return errors (404) and chains of redirects that slow everything down.</li>
</ul>
<h2>2. Content: do your pages match what people search for?</h2>
<ul>
<li><strong>Title tags:</strong> each page needs a unique, descriptive title that includes its main topic, ideally near the start.</li>
<li><strong>Meta descriptions:</strong> they do not directly affect ranking, but a clear, appealing description can earn more clicks from the results.</li>
<li><strong>One page per main service:</strong> a single "Services" page listing everything rarely ranks well for each service. Dedicated pages do better.</li>
<li><strong>Thin or duplicate content:</strong> pages with very little text, or several pages saying almost the same thing, weaken your site. Merge, enrich or remove them.</li>
<li><strong>Headings:</strong> one clear main heading per page, and subheadings that structure the content logically.</li>
<li><strong>Search intent:</strong> look at what ranks for your target searches. If Google shows guides and you offer a sales page, or the reverse, adjust.</li>
<li><strong>Freshness:</strong> update outdated information, prices and dates, starting with your most-visited pages.</li>
</ul>
<h2>3. Links: does the web vouch for you?</h2>
<ul>
<li><strong>Internal links:</strong> your important pages should be linked from other relevant pages on your site, with descriptive link text rather than "click here".</li>
<li><strong>Orphan pages:</strong> pages that no other page links to are hard for Google and visitors to find.</li>
<li><strong>Backlinks:</strong> the Links report in Search Console shows which sites link to you. Look at quality and relevance, not just quantity.</li>
<li><strong>Local consistency:</strong> for local businesses, check that your name, address and phone number match across your site, your Google Business Profile and directories.</li>
</ul>
<h2>Prioritize: impact first, effort second</h2>
<p>An audit often turns up dozens of items, and trying to fix everything at once is a recipe for fixing nothing. Sort each issue by its likely impact and the effort required. Blocking problems come first: pages that cannot be indexed, a broken sitemap, a site that is hard to use on mobile. Next come the improvements with the best return, such as rewriting the titles of your key service pages. Cosmetic details can wait.</p>
<h2>Our free 48-hour audit</h2>
<p>If you would rather have a second pair of eyes, our team offers a <strong>free SEO audit delivered within 48 hours</strong>. We analyze your website and send you the three priority actions to help you rank better on Google, in plain language and with no obligation.</p>
<p><a href="/en/audit-gratuit">Request your free audit</a>, or <a href="/en/services/seo">learn more about our SEO service</a>.</p>`,
    imageUrl: "/images/blog/audit.jpg",
    publishedAt: "2026-08-18",
    readTime: 3,
  },
  {
    slug: "bilingual-website-quebec",
    translationKey: "bilingual-website",
    title: "Bilingual websites in Quebec: French first, done right",
    excerpt:
      "French language rules, hreflang and the difference between translating and writing natively: what Quebec businesses should know before launching a bilingual site.",
    seoDescription:
      "French language rules, hreflang, and translating versus writing natively: what Quebec businesses should know before launching a bilingual website.",
    content: `<p>For many Quebec businesses, a bilingual website is a natural choice: you serve customers in French, and you also want to reach English-speaking clients in Quebec, elsewhere in Canada or abroad. Done well, a bilingual site widens your market. Done poorly, it can create legal headaches, confuse search engines and leave both audiences with a so-so experience.</p>
<p><em>Please note: this article provides general information, not legal advice. For your own situation, consult a lawyer or the Office québécois de la langue française (OQLF).</em></p>
<h2>French first: what the Charter asks, in general terms</h2>
<p>Quebec's Charter of the French Language, significantly strengthened by Bill 96 in 2022, makes French the normal language of commerce and business in Quebec. In broad strokes, for businesses operating in Quebec, this means:</p>
<ul>
<li>information about your products and services, including your website, must be available in French;</li>
<li>a version in another language is allowed, but the French version should be at least as complete and as easy to access;</li>
<li>the same spirit applies to other commercial documents, such as catalogues, brochures, order forms and invoices.</li>
</ul>
<p>In practice, a good rule of thumb is simple: if a Quebec visitor can do something in English on your site, they should be able to do it just as well in French. That includes forms, confirmation messages, error messages, downloadable documents and automated emails, which are often forgotten.</p>
<h2>Help Google show the right language: hreflang</h2>
<p>When a page exists in two languages, you want Google to show the French version to French-speaking searchers and the English version to English-speaking ones. That is the job of <strong>hreflang</strong> annotations, small pieces of code that tell search engines "this page has an equivalent in this other language, at this address".</p>
<p>A few points to get right:</p>
<ul>
<li>each language version needs its own URL, for example under /fr/ and /en/, rather than switching languages on the same address;</li>
<li>the annotations must be reciprocal: the French page points to the English page and vice versa, and each page also references itself;</li>
<li>an "x-default" value can indicate which page to show when no language matches;</li>
<li>automatic language detection should never lock visitors into one version: let them switch freely with a visible language selector.</li>
</ul>
<p>Also translate what search engines read but visitors barely notice: title tags, meta descriptions, image alt text and URL slugs.</p>
<h2>Translating vs writing natively</h2>
<p>Word-for-word translation is the fastest way to produce a second version, and it shows. Idioms fall flat, sentences sound stiff and, above all, the words people actually search for differ from one language to the other. An English-speaking customer might search for "quote" or "estimate", while a Quebec francophone types "soumission". A literal translation can easily miss both.</p>
<p>For your key pages (home page, main services, landing pages), we recommend writing each version natively from the same brief: the same offer, the same facts, the same structure, but phrased the way each audience speaks and searches. Keyword research should be done separately in each language. For secondary pages, a professional translation reviewed by a native speaker can be enough.</p>
<h2>A checklist before launch</h2>
<ol>
<li>Every page, form and automated message exists in French.</li>
<li>The language switcher is visible and leads to the equivalent page, not the home page.</li>
<li>Hreflang annotations are in place and reciprocal.</li>
<li>Keywords were researched in each language.</li>
<li>A native speaker reviewed each version.</li>
</ol>
<p>Planning a bilingual site or overhauling your current one? <a href="/en/services/creation-sites-web">See our website creation service</a> or <a href="/en/rendez-vous">book a meeting with our team</a>.</p>`,
    imageUrl: null,
    publishedAt: "2026-07-30",
    readTime: 3,
  },
  {
    slug: "conversion-rate-forms",
    translationKey: "conversion-forms",
    title: "Better contact forms, more leads: raising your conversion rate",
    excerpt:
      "Your contact form is where interest turns into a lead. Fewer fields, clear consent and fast replies can make a real difference.",
    seoTitle: "Better contact forms, more leads",
    content: `<p>You have worked hard to bring visitors to your website: SEO, ads, social media. Then, at the very last step, many of them give up in front of your contact form. It is one of the most overlooked spots on small-business websites, and often one of the easiest to improve. A few adjustments to the form, and to what happens after it, can noticeably raise the number of leads you get from the same traffic.</p>
<h2>Ask only for what you need</h2>
<p>Every field is a small effort, and a small question in the visitor's mind: "Why do they need this?" Review each field and ask yourself whether you truly need that information <em>before</em> the first conversation.</p>
<ul>
<li><strong>Keep:</strong> name, email or phone, and a short message or a choice of service.</li>
<li><strong>Make optional:</strong> company name, website, budget. Useful for qualifying, but not worth losing a lead over.</li>
<li><strong>Remove:</strong> fields you never use, such as a mailing address for a first contact, or "How did you hear about us?" if nobody reads the answers.</li>
</ul>
<p>If you genuinely need more information to prepare a quote, consider a form in two short steps, or ask the extra questions during the first call.</p>
<h2>Make the form easy to fill in, especially on a phone</h2>
<ul>
<li>Put clear labels above the fields, not just placeholder text that disappears as soon as the visitor starts typing.</li>
<li>Use the right field types, so phones show the number pad for phone numbers and the email keyboard for addresses.</li>
<li>Show error messages next to the field concerned, in plain language, and never erase what the visitor already typed.</li>
<li>Make the button say what happens: "Get my free quote" beats "Submit".</li>
</ul>
<h2>Be clear about consent and privacy</h2>
<p>People hesitate to share their contact details when they do not know what will happen to them. A short line near the button, such as "We'll only use your information to reply to your request", reassures more than a long block of legal text.</p>
<p>If you also want to add people to your newsletter, ask separately, with a box that is unchecked by default. Canada's anti-spam legislation (CASL) requires consent before you send commercial emails, and Quebec's privacy law, modernized by Law 25, calls for transparency about what you collect and why. Link to your privacy policy. <em>This is general information, not legal advice; check your obligations with a professional.</em></p>
<h2>Add reassurance around the form</h2>
<p>What surrounds the form matters as much as the form itself. A short reminder of what the visitor gets, a testimonial, your phone number for those who prefer to call, and an indication of response time can all tip the balance. "We reply within one business day" sets a clear expectation.</p>
<h2>Reply fast, then keep your promise</h2>
<p>The moment someone submits a form is when their interest is highest. If they wait several days for a reply, they may have already called a competitor. A few good habits:</p>
<ol>
<li>Send an automatic confirmation email right away, with a realistic response time.</li>
<li>Make sure form notifications reach a person who checks them daily, and that they are not landing in spam.</li>
<li>Reply personally as quickly as possible, ideally the same business day.</li>
<li>Note where each lead came from, so you know which pages and campaigns bring in business.</li>
</ol>
<h2>Measure and keep improving</h2>
<p>Track your form's conversion rate (submissions divided by visits to the page) before and after your changes. Where possible, make one change at a time, so you know what worked.</p>
<p>Want a second opinion on your forms and your conversion path? <a href="/en/audit-gratuit">Request a free audit</a> or <a href="/en/contact">contact our team</a>.</p>`,
    imageUrl: "/images/blog/conversion.jpg",
    publishedAt: "2026-07-08",
    readTime: 3,
  },
  {
    slug: "quality-backlinks",
    translationKey: "quality-backlinks",
    title: "How to earn quality backlinks in your community",
    excerpt:
      "Chambers of commerce, partners, local media and community involvement: natural ways for a small business to earn links that help SEO, and the shortcuts to avoid.",
    seoDescription:
      "Chambers of commerce, partners, local media and community work: natural ways for a small business to earn links that help SEO, and shortcuts to avoid.",
    content: `<p>Backlinks, meaning links from other websites to yours, remain one of the signals Google uses to judge a site's credibility. But not all links are equal. A single link from a respected local organization can be worth more than hundreds from obscure directories. For a small business, the best links usually come from relationships you already have in your community.</p>
<h2>What makes a link valuable</h2>
<p>A good backlink generally has three qualities: it comes from a <strong>trustworthy site</strong>, that site is <strong>relevant</strong> to your business or your area, and the link exists for a <strong>real reason</strong>, because someone actually wanted to send their visitors to you. Ask yourself a simple question: would this link make sense even if Google did not exist? If so, you are probably on the right track.</p>
<h2>Local sources worth pursuing</h2>
<h3>Chambers of commerce and business associations</h3>
<p>Most chambers of commerce and industry associations have member directories with links to members' websites. Check that your listing is complete and points to the right address. Many also publish news about members, events and new businesses.</p>
<h3>Suppliers, partners and clients</h3>
<p>Think about the businesses you work with. A supplier may have a "where to buy" or "certified installers" page. A complementary business (an architect and a contractor, a photographer and a wedding planner) might be happy to recommend you, and you them, when the recommendation is genuine. Satisfied clients sometimes mention their suppliers too, especially in a project write-up.</p>
<h3>Local media</h3>
<p>Local newspapers, community media, regional news sites and radio stations look for stories from their area. A new location, an anniversary, a community initiative, an original project or an expert opinion on a local issue can all earn coverage. Write a short, clear pitch, focus on what is interesting for their readers, and be available quickly when a journalist calls.</p>
<h3>Community involvement</h3>
<p>Sponsoring a minor hockey team, a festival or a charity fundraiser often comes with a mention on the organization's website. Do it because it matters to you and your community; the link is a bonus. Hosting a workshop or speaking at an event can work the same way.</p>
<h3>Useful content</h3>
<p>Practical resources attract links naturally: a guide to renovation permits in your municipality, a seasonal maintenance checklist, an original survey of local businesses. The more specific and useful, the more likely others will reference it.</p>
<h2>Shortcuts to avoid</h2>
<p>Google's spam policies explicitly target <strong>link schemes</strong>, practices meant to manipulate rankings with artificial links. Among them:</p>
<ul>
<li>buying or selling links that pass ranking credit;</li>
<li>excessive link exchanges ("link to me and I'll link to you");</li>
<li>low-quality directories and networks of sites created only to host links;</li>
<li>automated programs or services that create links to your site.</li>
</ul>
<p>At best, these links are ignored. At worst, they can hurt your visibility, and cleaning up the mess takes time. If you pay for a mention, such as a sponsored article, the link should be marked as sponsored so that it does not pass ranking credit.</p>
<h2>Be patient and keep track</h2>
<p>Earning quality links is slow work that builds over months and years, and each relationship tends to lead to the next. Keep a simple list of the opportunities you identified, the people you contacted and the links you obtained. Check the Links report in Google Search Console now and then to see who links to you.</p>
<p>Want a link-building approach adapted to your market? <a href="/en/services/seo">See our SEO service</a> or <a href="/en/contact">get in touch</a>.</p>`,
    imageUrl: null,
    publishedAt: "2026-06-16",
    readTime: 3,
  },
  {
    slug: "short-video-for-small-business",
    translationKey: "short-video",
    title: "Short video for small businesses: a practical guide",
    excerpt:
      "No studio required. How to shoot effective short videos with your phone, add subtitles and reuse each clip across your channels.",
    content: `<p>Short video has become one of the most effective ways to get noticed on social media, and small businesses have a real advantage here: authenticity. Customers want to see the people behind the business, the work being done, the product up close. You do not need a film crew. A recent smartphone, a bit of planning and a few good habits are enough to get started.</p>
<h2>What to film: ideas that work for small businesses</h2>
<ul>
<li><strong>Answer a frequent question</strong> in under a minute: "How often should I service my heat pump?"</li>
<li><strong>Show the process:</strong> a cake being decorated, a bike being tuned, a sign being installed.</li>
<li><strong>Before and after:</strong> a renovation, a haircut, a landscaped yard.</li>
<li><strong>Introduce your team:</strong> who they are and what they love about their work.</li>
<li><strong>Share a seasonal tip:</strong> winterizing, spring cleaning, back-to-school.</li>
</ul>
<p>Keep a running list of ideas on your phone. Every client question is a potential video.</p>
<h2>Shooting with your phone</h2>
<h3>Light</h3>
<p>Light matters more than the camera. Face a window for soft, natural light, or shoot outdoors on an overcast day. Avoid having a bright window behind you, which turns you into a silhouette.</p>
<h3>Sound</h3>
<p>Viewers forgive average images far more easily than bad sound. Film in a quiet place, stay close to the phone, or invest in an inexpensive clip-on microphone, one of the best small purchases you can make for video.</p>
<h3>Framing and stability</h3>
<p>Shoot vertically (9:16) for Reels, TikTok, Stories and YouTube Shorts. Clean the lens, hold the phone at eye level, and use a small tripod or prop it against something stable.</p>
<h3>Structure</h3>
<p>Start with the most interesting part: the result, the question, the surprise. Then explain, and end with a simple next step, such as "Call us for a quote". Under a minute is a good target for most topics; shorter is often better.</p>
<h2>Always add subtitles</h2>
<p>Many people scroll with the sound off: on the bus, in a waiting room, late at night. Subtitles let them follow along anyway, and they make your videos accessible to people who are deaf or hard of hearing. Most editing apps and social platforms can generate captions automatically, but always proofread them: automatic captions often stumble on names, technical terms and local expressions. If you publish in both French and English, create a separate version for each language rather than cramming both onto the screen.</p>
<h2>Film once, publish everywhere</h2>
<p>One good video can live in many places:</p>
<ol>
<li>Instagram Reels and Facebook;</li>
<li>TikTok or YouTube Shorts, depending on where your clients are;</li>
<li>your Google Business Profile;</li>
<li>your website, on the relevant service page or in a blog post;</li>
<li>your newsletter, with a link to watch.</li>
</ol>
<p>Remove other apps' watermarks before reposting, and adapt the caption to each platform. You can also cut a longer video, such as a five-minute explanation, into several short clips.</p>
<h2>Consistency over perfection</h2>
<p>The businesses that succeed with video are rarely the ones with the most polished productions. They are the ones that publish regularly. One video a week, kept up for several months, will teach you more about your audience than any plan. Look at which videos get watched to the end and which ones get comments, and make more of those.</p>
<p>Want professional help with your videos, from planning to editing? <a href="/en/services/creation-de-contenu">Discover our content creation service</a>.</p>`,
    imageUrl: "/images/blog/video.jpg",
    publishedAt: "2026-05-27",
    readTime: 3,
  },
  {
    slug: "marketing-dashboard-kpis",
    translationKey: "marketing-dashboard",
    title: "The five KPIs your small-business marketing dashboard needs",
    excerpt:
      "Leads, cost per lead, conversion rate, organic traffic and revenue: five numbers that tell you whether your marketing is working, and how to track them.",
    content: `<p>Marketing tools generate endless numbers: impressions, reach, sessions, engagement, time on page. It is easy to drown in reports and still not know whether your marketing is paying off. For most small businesses, five indicators are enough to steer by. Put them on one page, review them every month, and you will make better decisions than with twenty charts nobody reads.</p>
<h2>1. Leads</h2>
<p>A lead is a potential customer who raised their hand: a contact form, a quote request, a phone call, an appointment booking. It is the most direct measure of whether your marketing generates business.</p>
<p>Count every source, not just the website form: for local businesses, phone calls are often a large share of leads. Set up conversion tracking in Google Analytics and in your ad accounts and, whenever possible, note where each lead came from (Google search, ads, social media, referral).</p>
<h2>2. Cost per lead</h2>
<p>Divide what you spend on a channel by the number of leads it brings in. If you spent $1,500 on Google Ads in a month and received 20 leads, your cost per lead is $75. Compare channels with one another, and with what a lead is worth to you given your average sale and your closing rate.</p>
<p>For SEO and content, the cost is mostly time or agency fees rather than ad spend. The calculation is rougher, but still useful over several months.</p>
<h2>3. Conversion rate</h2>
<p>The conversion rate is the share of visitors who take the action you want. If a service page receives 1,000 visits and generates 30 requests, it converts at 3%. This indicator tells you whether your website does its job once people arrive.</p>
<p>Track it by page or by campaign rather than for the whole site. A drop on a specific page often points to a concrete problem: a broken form, a slow page, an offer that no longer matches the ad.</p>
<h2>4. Organic traffic</h2>
<p>Organic traffic is the visitors who arrive from unpaid search results. It reflects the health of your SEO over time. Google Search Console shows clicks, impressions and the searches that bring people to you, while Google Analytics shows what they do once they are on your site.</p>
<p>Look at trends over several months rather than week-to-week swings, and compare with the same period last year if your business is seasonal. Focus on traffic to the pages that matter, such as your service and location pages, rather than on total visits.</p>
<h2>5. Revenue from marketing</h2>
<p>This is the number that matters most, and the hardest to track. Connecting leads to actual sales takes some discipline: record the source of each lead in your CRM, or even in a simple spreadsheet, then note which leads became clients and for how much.</p>
<p>Even an approximate figure changes the conversation. Knowing that your ads brought in $18,000 in contracts over the quarter for $4,500 in spend is far more useful than knowing you got 40,000 impressions.</p>
<h2>Building the dashboard</h2>
<ul>
<li><strong>Keep it to one page:</strong> the five KPIs, this month compared with last month and with the same month last year.</li>
<li><strong>Automate what you can:</strong> free tools such as Looker Studio can pull data from Google Analytics, Search Console and Google Ads.</li>
<li><strong>Add a line of context:</strong> a promotion, a website change, a slow season. Numbers without context lead to wrong conclusions.</li>
<li><strong>Review it monthly</strong> and decide on one or two actions each time.</li>
</ul>
<p>Want a clear view of what your marketing brings in? <a href="/en/rendez-vous">Book a meeting with our team</a> and we will help you set up tracking that fits your business.</p>`,
    imageUrl: "/images/blog/dashboard.jpg",
    publishedAt: "2026-05-05",
    readTime: 3,
  },
  {
    slug: "website-redesign-steps",
    translationKey: "website-redesign",
    title: "Website redesign in six steps, without losing your SEO",
    excerpt:
      "A new website should bring more visitors, not fewer. Six steps to a redesign that protects your rankings: content inventory, redirects and a launch checklist.",
    content: `<p>A website redesign is an exciting project: a fresh look, better tools, a site that finally reflects your business. But it is also a risky moment for your search visibility. We regularly meet businesses whose traffic dropped sharply after launching a beautiful new site, because pages disappeared, addresses changed without redirects, or content that ranked well was cut. The good news: these problems are avoidable with a bit of method.</p>
<h2>Step 1: Take stock of the current site</h2>
<p>Before designing anything, measure where you stand. Using Google Search Console and Google Analytics, note your organic traffic, your top pages in terms of visits and leads, and the searches that bring you visitors. Export these figures: they are your benchmark for comparison after launch.</p>
<h2>Step 2: Build a content inventory</h2>
<p>List every URL on your current site; a crawling tool or your XML sitemap can help. For each page, note its traffic, its backlinks and its purpose. Then decide its fate:</p>
<ul>
<li><strong>Keep</strong> the pages that perform, at the same address if possible;</li>
<li><strong>Improve</strong> useful pages that are outdated or too thin;</li>
<li><strong>Merge</strong> pages that cover the same topic;</li>
<li><strong>Remove</strong> pages that no longer serve a purpose, redirecting them if they have traffic or links.</li>
</ul>
<p>Be careful with pages that bring in traffic: rewriting them from scratch, or dropping the text that made them rank, is one of the most common causes of post-launch drops.</p>
<h2>Step 3: Plan the new structure and URLs</h2>
<p>Design the new site map with both your visitors and your SEO in mind: one page per main service, clear navigation, logical addresses. Keep existing URLs where it makes sense. Every address that changes will need a redirect.</p>
<h2>Step 4: Prepare the redirect map</h2>
<p>This is the most important step. Build a simple table with the old URL in one column and the new URL in the other. Every old page should point to its closest equivalent with a <strong>301 (permanent) redirect</strong>. Avoid sending everything to the home page: for Google and for visitors, that is almost the same as a missing page. Also avoid redirect chains (A to B to C); point directly to the final address.</p>
<h2>Step 5: Test before launch</h2>
<p>Build the new site in a test environment that search engines cannot index, then check:</p>
<ol>
<li>titles, meta descriptions and headings on every key page;</li>
<li>internal links, which should point to the new addresses;</li>
<li>forms, click-to-call links and conversion tracking;</li>
<li>speed and mobile display;</li>
<li>hreflang annotations, if the site is bilingual.</li>
</ol>
<h2>Step 6: Launch, then monitor closely</h2>
<p>On launch day, remove any "noindex" instruction left over from the test environment, a classic mistake that can make a site vanish from Google. Then:</p>
<ul>
<li>test your redirects using the list of old URLs;</li>
<li>submit the new XML sitemap in Google Search Console;</li>
<li>check that analytics and conversion tracking are recording data;</li>
<li>watch the Pages report and 404 errors in the following weeks.</li>
</ul>
<p>Some fluctuation in the first weeks is normal while Google processes the changes. Compare with your benchmark figures after a month or two. If a section loses ground, your inventory and redirect map will help you find the cause quickly.</p>
<p>Planning a redesign? <a href="/en/services/creation-sites-web">See our website creation service</a>, or <a href="/en/audit-gratuit">start with a free audit</a> of your current site.</p>`,
    imageUrl: null,
    publishedAt: "2026-04-14",
    readTime: 3,
  },
  {
    slug: "ad-landing-pages",
    translationKey: "ad-landing-pages",
    title: "Landing pages for ad campaigns: what makes them convert",
    excerpt:
      "Sending ad clicks to your home page wastes budget. Message match, one goal, proof and speed: the four principles of a landing page that converts.",
    content: `<p>You pay for every click on your Google or Meta ads, and where those clicks land decides whether that money turns into leads. Too often, ads send visitors to the home page, which talks about everything and leaves them to hunt for what they came for. A dedicated landing page, built for one campaign and one action, usually does much better. Here are the four principles we apply.</p>
<h2>1. Message match: keep the ad's promise</h2>
<p>Someone who clicks an ad for "heat pump installation in Lévis" expects to land on a page about heat pump installation in Lévis, not on a general page about heating, air conditioning and ventilation. The landing page headline should echo the ad's wording and promise, so visitors know immediately they are in the right place.</p>
<p>The same goes for the offer: if the ad mentions a free estimate or a seasonal promotion, it must be visible right away on the page. Every mismatch creates doubt, and doubt leads to the back button. If you advertise several services or target different audiences, create several pages rather than one page trying to serve everyone.</p>
<h2>2. One page, one goal</h2>
<p>A landing page should ask visitors to do one thing: request a quote, book an appointment, call, or download a guide. Everything on the page should lead to that action.</p>
<ul>
<li>Remove or simplify the main navigation menu, which invites visitors to wander.</li>
<li>Repeat the call to action after each key section, with the same wording.</li>
<li>Write buttons that describe the result: "Book my free consultation" rather than "Submit".</li>
<li>Keep the form short, with only the fields you need to follow up.</li>
</ul>
<h2>3. Proof: give visitors reasons to trust you</h2>
<p>Someone who does not know your business needs reassurance before sharing their contact details. Proof can take several forms:</p>
<ul>
<li><strong>Reviews and testimonials</strong> from real clients, with a first name and a city if they agree;</li>
<li><strong>Before-and-after photos</strong> or examples of completed projects;</li>
<li><strong>Concrete facts:</strong> years in business, certifications, guarantees;</li>
<li><strong>Logos</strong> of clients or partners, if you have permission to use them;</li>
<li><strong>Answers to common objections:</strong> price, timelines, what happens after the request.</li>
</ul>
<p>Place proof near the call to action, where hesitation is highest.</p>
<h2>4. Speed: every second counts</h2>
<p>A large share of ad clicks, especially on Meta, come from phones, often on mobile networks. A landing page that takes several seconds to load loses visitors you have already paid for. Keep the page light: compressed images, few scripts, no heavy animations. Test it on your own phone using cellular data, not just on the office Wi-Fi.</p>
<h2>Measure, then improve</h2>
<p>Set up conversion tracking before launching the campaign, so you can see how many visitors become leads. Once you have enough data, test one change at a time: a different headline, a shorter form, a new piece of proof. Small gains in conversion rate lower your cost per lead without increasing your budget.</p>
<h3>Quick checklist</h3>
<ol>
<li>Does the headline match the ad?</li>
<li>Is the main action visible without scrolling on a phone?</li>
<li>Is there proof near the form?</li>
<li>Does the page load quickly on mobile?</li>
<li>Is conversion tracking working?</li>
</ol>
<p>Want landing pages built to convert your ad traffic? <a href="/en/services/publicite-google-meta">Discover our Google and Meta advertising service</a> or <a href="/en/contact">contact us</a>.</p>`,
    imageUrl: "/images/blog/landing.jpg",
    publishedAt: "2026-03-24",
    readTime: 3,
  },
  {
    slug: "google-reviews-replies",
    translationKey: null,
    title: "How to answer Google reviews, good and bad",
    excerpt:
      "Replying to reviews builds trust with future customers and supports your local visibility. Practical tips and examples for positive, negative and unfair reviews.",
    seoDescription:
      "Replying to reviews builds trust with future customers and supports local visibility. Practical tips and examples for positive, negative and unfair reviews.",
    content: `<p>Your Google reviews are read by people deciding whether to call you, often before they even visit your website. And they read more than the stars: they read your replies. How you respond, especially to criticism, says a lot about how you treat your customers. Google itself encourages businesses to respond to reviews, and an active, well-maintained profile helps build the prominence that counts in local search.</p>
<h2>Why replying matters</h2>
<ul>
<li><strong>For the reviewer:</strong> a reply shows you listened. A satisfied client feels appreciated; an unhappy one feels heard.</li>
<li><strong>For future customers:</strong> replies show that real people run the business and care about service.</li>
<li><strong>For your visibility:</strong> reviews and how you engage with them contribute to your profile's prominence, one of the factors Google considers in local results.</li>
</ul>
<h2>Answering positive reviews</h2>
<p>It is tempting to reply "Thanks!" to every five-star review, but a little personalization goes a long way. Thank the person by name, mention a detail of their experience and, where it comes naturally, the service involved.</p>
<blockquote><p>Thank you, Julie! We're so glad your new kitchen cabinets turned out just the way you imagined. It was a pleasure working with you. Enjoy cooking in your new space!</p></blockquote>
<p>Keep it short and sincere. Avoid pasting the same reply everywhere, and don't stuff your replies with keywords: it reads as robotic and does not help.</p>
<h2>Answering negative reviews</h2>
<p>A negative review stings, especially in a small business where every client matters. Take a moment before answering, then follow a simple structure:</p>
<ol>
<li><strong>Thank and acknowledge:</strong> thank the person for their feedback and recognize their frustration, without arguing.</li>
<li><strong>Apologize where appropriate:</strong> if something went wrong, say so plainly.</li>
<li><strong>Explain briefly, without excuses:</strong> one sentence of context is enough, if it helps.</li>
<li><strong>Take the conversation offline:</strong> invite them to contact you directly, with a name and a phone number or email address.</li>
</ol>
<blockquote><p>Hello Marc, thank you for taking the time to write. We're sorry the installation took longer than planned; that is not the experience we want our clients to have. Please call me directly at the shop so we can find a solution together. Sylvie, owner</p></blockquote>
<p>Never share private information about the client, such as details from their file, in a public reply. And remember that you are writing as much for future readers as for the reviewer: a calm, professional reply to a harsh review often reassures people more than a perfect record would.</p>
<h2>What about unfair or fake reviews?</h2>
<p>If a review seems to come from someone who was never a customer, contains offensive content or otherwise breaks Google's policies, you can report it from your Google Business Profile. Removal is not guaranteed, so reply calmly in the meantime, for example: "We can't find any record of your visit. Please contact us so we can look into it."</p>
<h2>A few good habits</h2>
<ul>
<li>Reply within a few days; turn on notifications or set a weekly reminder.</li>
<li>Reply in the language of the review.</li>
<li>Keep asking satisfied clients for reviews, without offering incentives, which go against Google's policies.</li>
<li>Treat recurring criticism as free feedback to improve your service.</li>
</ul>
<p>Want help managing your online reputation and local visibility? <a href="/en/services/seo">Discover our SEO service</a> or <a href="/en/contact">contact us</a>.</p>`,
    imageUrl: "/images/blog/reviews.jpg",
    publishedAt: "2026-02-19",
    readTime: 3,
  },
  {
    slug: "email-marketing-basics",
    translationKey: null,
    title: "Email marketing basics for small businesses",
    excerpt:
      "Consent, a welcome sequence and one useful tip per email: a simple, respectful approach to email marketing that builds trust and brings in business.",
    content: `<p>Email remains one of the most cost-effective marketing channels for small businesses, for a simple reason: you own your list. Unlike social media, where algorithms decide who sees your posts, an email goes straight to people who asked to hear from you. But to work, email marketing has to respect three things: the law, your subscribers' time and their inbox.</p>
<h2>Start with consent</h2>
<p>Canada's anti-spam legislation, usually called CASL, governs commercial electronic messages, including promotional emails. In general terms, it rests on three principles:</p>
<ul>
<li><strong>Consent:</strong> you need permission to send commercial messages. Express consent, such as someone checking an unchecked box to subscribe, is the most solid. Implied consent exists in certain situations, such as a recent purchase, but it is limited in time and scope.</li>
<li><strong>Identification:</strong> each email must clearly identify your business and include your contact information, such as your mailing address.</li>
<li><strong>Unsubscribe:</strong> each email must include a simple way to unsubscribe, and requests must be honoured promptly; the law sets a maximum of 10 business days.</li>
</ul>
<p>Keep a record of when and how each person gave consent. Never buy email lists: beyond the legal risk, those people do not know you, and sending to them will hurt your deliverability. <em>This is general information, not legal advice. For your situation, consult a professional or the Government of Canada's resources on CASL.</em></p>
<h2>Grow your list the right way</h2>
<p>Give people a reason to subscribe: a practical guide, a seasonal checklist, early access to promotions, or simply useful advice every month. Place a short sign-up form on your website, in your blog posts, and at the counter if you have a store. Say clearly what subscribers will receive and how often.</p>
<h2>Set up a welcome sequence</h2>
<p>New subscribers are at their most interested the moment they sign up. A welcome sequence, a few emails sent automatically over the first days or weeks, makes the most of that attention. For example:</p>
<ol>
<li><strong>Right away:</strong> thank them, deliver what you promised and tell them what to expect.</li>
<li><strong>A few days later:</strong> introduce your business, your story and what makes you different.</li>
<li><strong>About a week later:</strong> share your most useful piece of advice or your most popular content.</li>
<li><strong>Then:</strong> a gentle invitation to take the next step, such as booking a consultation or visiting your store.</li>
</ol>
<p>Most email platforms make this easy to set up once and let run on its own.</p>
<h2>One useful tip per email</h2>
<p>The most common mistake is trying to say everything in every email. Long newsletters packed with news, promotions and links get skimmed, then ignored. Instead, give each email <strong>one clear purpose</strong>: one practical tip, one story or one offer. Write a subject line that says what is inside, keep the text short, and end with a single call to action.</p>
<p>A simple rhythm might be one email a month, or every two weeks if you have enough to say. Regularity matters more than frequency: subscribers should recognize your name in their inbox and be glad to see it.</p>
<h2>Measure what matters</h2>
<p>Watch your click rate, your unsubscribes and, above all, the replies, calls and sales your emails generate. Open rates have become less reliable because of privacy features in some email apps, so treat them as a rough indicator only.</p>
<p>Want help planning your email content? <a href="/en/services/creation-de-contenu">See our content creation service</a> or <a href="/en/contact">write to us</a>.</p>`,
    imageUrl: null,
    publishedAt: "2025-12-08",
    readTime: 3,
  },
];
