//! PDFs set by Typst with the fonts compiled in: Libertinus Serif, which holds Uzbek Latin
//! (o‘ g‘ ʼ), Uzbek and Russian Cyrillic and English.

use application::ports::{DocumentPrinter, PrintedDocument, PrintedSheet, PrintedTimetable, SheetPrinter, TimetablePrinter};
use typst::foundations::{Dict, IntoValue};
use typst_as_lib::TypstEngine;
use typst_layout::PagedDocument;

const TIMETABLE: &str = include_str!("../templates/timetable.typ");
const DOCUMENT: &str = include_str!("../templates/document.typ");
const SHEET: &str = include_str!("../templates/sheet.typ");

/// Sets each document from its template; the templates are parsed once and kept.
pub struct Typesetter {
    timetable: TypstEngine<typst_as_lib::TypstTemplateMainFile>,
    document: TypstEngine<typst_as_lib::TypstTemplateMainFile>,
    sheet: TypstEngine<typst_as_lib::TypstTemplateMainFile>,
}

impl Typesetter {
    pub fn new() -> Typesetter {
        let fonts: Vec<&'static [u8]> = typst_assets::fonts().filter(|font| is_libertinus(font)).collect();
        Typesetter {
            timetable: TypstEngine::builder().main_file(TIMETABLE).fonts(fonts.clone()).build(),
            document: TypstEngine::builder().main_file(DOCUMENT).fonts(fonts.clone()).build(),
            sheet: TypstEngine::builder().main_file(SHEET).fonts(fonts).build(),
        }
    }

    fn pdf(&self, engine: &TypstEngine<typst_as_lib::TypstTemplateMainFile>, data: String) -> Result<Vec<u8>, String> {
        self.pdf_with(engine, data, None)
    }

    fn pdf_with(
        &self,
        engine: &TypstEngine<typst_as_lib::TypstTemplateMainFile>,
        data: String,
        qr: Option<String>,
    ) -> Result<Vec<u8>, String> {
        let mut inputs = Dict::new();
        inputs.insert("data".into(), data.into_value());
        if let Some(qr) = qr {
            inputs.insert("qr".into(), qr.into_value());
        }
        let document: PagedDocument = engine.compile_with_input(inputs).output.map_err(|e| e.to_string())?;
        typst_pdf::pdf(&document, &typst_pdf::PdfOptions::default()).map_err(|errors| format!("{errors:?}"))
    }
}

impl Default for Typesetter {
    fn default() -> Self {
        Typesetter::new()
    }
}

/// Only the text face: the mathematical and monospaced faces would swell the font book for nothing.
fn is_libertinus(font: &[u8]) -> bool {
    font.windows(b"Libertinus".len()).any(|w| w == b"Libertinus")
}

impl TimetablePrinter for Typesetter {
    fn print(&self, timetable: &PrintedTimetable) -> Result<Vec<u8>, String> {
        let data = serde_json::to_string(timetable).map_err(|e| e.to_string())?;
        self.pdf(&self.timetable, data)
    }
}

/// The QR code of `url` as an SVG image, dark modules on white, with its quiet zone.
pub fn qr_svg(url: &str) -> Result<String, String> {
    let code = qrcode::QrCode::with_error_correction_level(url.as_bytes(), qrcode::EcLevel::M).map_err(|e| e.to_string())?;
    Ok(code.render::<qrcode::render::svg::Color<'_>>().min_dimensions(240, 240).quiet_zone(true).build())
}

impl DocumentPrinter for Typesetter {
    fn print(&self, document: &PrintedDocument) -> Result<Vec<u8>, String> {
        let data = serde_json::to_string(document).map_err(|e| e.to_string())?;
        self.pdf_with(&self.document, data, Some(qr_svg(&document.verify_url)?))
    }
}

impl SheetPrinter for Typesetter {
    fn print(&self, sheet: &PrintedSheet) -> Result<Vec<u8>, String> {
        let data = serde_json::to_string(sheet).map_err(|e| e.to_string())?;
        self.pdf(&self.sheet, data)
    }
}
