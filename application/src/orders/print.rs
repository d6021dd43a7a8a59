use domain::actor::Actor;
use domain::graduate::uuid_text::PublicId;
use domain::graduate::DocumentNotFound;
use domain::language::{Language, Text};
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{Clock, DocumentPrinter, OrderQueries, OrderView, PrintedDocument, PrintedFact, PrintedSemester, PrintedSubjectRow};
use crate::schedule::today;
use crate::AppError;

fn dmy(date: chrono::NaiveDate) -> String {
    date.format("%d.%m.%Y").to_string()
}

/// Where a print's QR code leads: `<public_url>/report/order/<public_id>`.
pub fn order_verify_url(public_url: &str, public_id: &str) -> String {
    format!("{}/report/order/{}", public_url.trim_end_matches('/'), public_id)
}

/// The order set as a document: the institution's header, the title and number, its kind, date and
/// state, the purpose, body and basis, the students with their groups, and the QR code.
pub fn printed_order(view: &OrderView, language: Language, verify_url: String, printed_on: chrono::NaiveDate) -> PrintedDocument {
    let t = |uz: &'static str, ru: &'static str, en: &'static str| Text::new(uz, ru, en).get(language).to_string();
    let draft = &view.order.draft;
    let state = match view.order.state {
        domain::order::OrderState::Draft => t("Loyiha", "Черновик", "Draft"),
        domain::order::OrderState::Applied => t("Qo‘llangan", "Применён", "Applied"),
        domain::order::OrderState::Cancelled => t("Bekor qilingan", "Отменён", "Cancelled"),
    };
    let rows = draft
        .items
        .iter()
        .enumerate()
        .map(|(at, item)| {
            // Never the default: the view reads one set of names per item, from the items' own rows.
            let names = view.names.get(at).cloned().unwrap_or_default();
            // An order that moves nobody to a group leaves the target blank.
            let target = names.to_group_name.clone().unwrap_or_default();
            PrintedSubjectRow { cells: vec![format!("{}. {}", at + 1, names.student_name), names.group_name, item.reason.clone(), target] }
        })
        .collect();
    PrintedDocument {
        kind: "ORDER".into(),
        country: t("O‘ZBEKISTON RESPUBLIKASI", "РЕСПУБЛИКА УЗБЕКИСТАН", "REPUBLIC OF UZBEKISTAN"),
        titles: vec![t("BUYRUQ", "ПРИКАЗ", "ORDER")],
        institution: vec![view.institution_name.get(language).to_string()],
        holder: format!("№ {}", draft.number),
        facts: vec![
            PrintedFact { label: t("Sana", "Дата", "Date"), value: dmy(draft.date) },
            PrintedFact { label: t("Turi", "Вид", "Kind"), value: draft.kind.label(language).into() },
            PrintedFact { label: t("Holati", "Статус", "State"), value: state },
            PrintedFact { label: t("Maqsadi", "Цель", "Purpose"), value: draft.purpose.clone() },
        ],
        statement: [draft.body.clone(), format!("{}: {}", t("Asos", "Основание", "Basis"), draft.basis)]
            .into_iter()
            .filter(|p| !p.trim().is_empty() && !p.trim().ends_with(':'))
            .collect(),
        duplicate: None,
        columns: vec![
            t("Talaba", "Студент", "Student"),
            t("Guruhi", "Группа", "Group"),
            t("Sababi", "Причина", "Reason"),
            t("Qaysi guruhga", "В группу", "To group"),
        ],
        semesters: vec![PrintedSemester { title: t("Talabalar", "Студенты", "Students"), rows }],
        exams_title: String::new(),
        exams: Vec::new(),
        verify_url,
        verify_caption: t(
            "Buyruqning haqiqiyligini QR kod orqali tekshiring",
            "Подлинность приказа проверяется по QR-коду",
            "Verify the order by its QR code",
        ),
        number: draft.number.clone(),
        issued: format!("{}: {}", t("Chop etilgan sana", "Дата печати", "Printed on"), dmy(printed_on)),
    }
}

pub struct PrintOrder<'a> {
    pub orders: &'a dyn OrderQueries,
    pub printer: &'a dyn DocumentPrinter,
    pub clock: &'a dyn Clock,
    pub public_url: &'a str,
}

impl PrintOrder<'_> {
    /// The order as an A4 PDF in the reader's language, with the QR code of its public page;
    /// the order's number beside it.
    pub fn execute(&self, actor: &Actor, id: i64, language: Language) -> Result<(String, Vec<u8>), AppError> {
        require(actor, Permission::OrderView)?;
        let view = self.orders.find(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&view.order.institution_id))?;
        let printed = printed_order(&view, language, order_verify_url(self.public_url, &view.public_id), today(self.clock));
        let pdf = self.printer.print(&printed).map_err(AppError::internal)?;
        Ok((view.order.draft.number.clone(), pdf))
    }
}

pub struct VerifyOrder<'a> {
    pub orders: &'a dyn OrderQueries,
}

impl VerifyOrder<'_> {
    /// Public: whether an order is genuine, as its print's QR code asks. An unknown or malformed id
    /// is 404 `document_not_found`.
    pub fn execute(&self, public_id: &str) -> Result<OrderView, AppError> {
        let missing = || AppError::Missing(Box::new(DocumentNotFound));
        let public_id = PublicId::parse(public_id).map_err(|_| missing())?;
        self.orders.by_public_id(&public_id)?.ok_or_else(missing)
    }
}
