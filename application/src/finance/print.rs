//! A contract typeset for signing, and the public page its QR code leads to.

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::finance::{Contract, DebtStatus};
use domain::graduate::uuid_text::PublicId;
use domain::graduate::DocumentNotFound;
use domain::language::{fill, Language, Text};
use domain::permission::Permission;

use crate::access::{require, require_in_scope};
use crate::ports::{Clock, DocumentPrinter, FinanceQueries, PrintedDocument, PrintedFact};
use crate::schedule::today;
use crate::AppError;

fn dmy(date: NaiveDate) -> String {
    date.format("%d.%m.%Y").to_string()
}

/// Where a print's QR code leads: `<public_url>/report/contract/<public_id>`.
pub fn contract_verify_url(public_url: &str, public_id: &str) -> String {
    format!("{}/report/contract/{}", public_url.trim_end_matches('/'), public_id)
}

/// The contract as a document in `language`: the institution's header, the number, the parties and
/// the sums (amount, discount, what the year charges, paid, owed), the terms, and the QR code. The
/// student's PINFL is not printed.
pub fn printed_contract(contract: &Contract, language: Language, verify_url: String, printed_on: NaiveDate) -> PrintedDocument {
    let t = |uz: &'static str, ru: &'static str, en: &'static str| Text::new(uz, ru, en).get(language).to_string();
    let terms = &contract.terms;
    let charge = terms.charge();
    let (debt, status) = contract.debt();
    let status = match status {
        DebtStatus::Debtor => t("Qarzdor", "Должник", "Debtor"),
        DebtStatus::Settled => t("To‘langan", "Оплачено", "Settled"),
        DebtStatus::Overpaid => t("Ortiqcha to‘langan", "Переплата", "Overpaid"),
    };
    let year = format!("{}/{}", terms.academic_year, terms.academic_year + 1);
    let institution = contract.institution_name.get(language).to_string();
    let mut facts = vec![
        PrintedFact { label: t("Sana", "Дата", "Date"), value: dmy(terms.date) },
        PrintedFact { label: t("Talaba", "Студент", "Student"), value: contract.student_name.clone() },
        PrintedFact { label: t("Guruhi", "Группа", "Group"), value: contract.edu_group_name.clone() },
        PrintedFact { label: t("O‘quv yili", "Учебный год", "Academic year"), value: year.clone() },
        PrintedFact {
            label: t("Shartnoma turi", "Вид договора", "Contract kind"), value: terms.contract_kind.label(language).into()
        },
        PrintedFact {
            label: t("Shartnoma summasi", "Сумма договора", "Contract amount"), value: terms.amount.display(language)
        },
        PrintedFact { label: t("Chegirma", "Скидка", "Discount"), value: format!("{} %", terms.discount_percent) },
        PrintedFact { label: t("Hisoblangan", "Начислено", "Charged"), value: charge.charged.display(language) },
        PrintedFact { label: t("To‘langan", "Оплачено", "Paid"), value: contract.paid.display(language) },
        PrintedFact { label: t("Qarz", "Долг", "Owed"), value: format!("{} ({status})", debt.display(language)) },
    ];
    if let Some(ended) = terms.ended_on {
        facts.push(PrintedFact { label: t("To‘xtatilgan sana", "Дата прекращения", "Ended on"), value: dmy(ended) });
    }
    let statement = match language {
        Language::Uz | Language::UzCyrl => fill(
            language.fixed(
                "{0} (keyingi o‘rinlarda \"Ta’lim muassasasi\") va talaba {1} (keyingi o‘rinlarda \"Talaba\") {2} o‘quv yili \
                 uchun ta’lim xizmatlari haqida ushbu shartnomani tuzdilar. Talaba shartnoma summasini o‘quv yili davomida to‘laydi; \
                 o‘qishdan chetlashtirilganda summa chetlashtirilgan sanagacha oyma-oy hisoblanadi.",
            ),
            &[&institution, &contract.student_name, &year],
        ),
        Language::Ru => format!(
            "{institution} (далее «Учебное заведение») и студент {} (далее «Студент») заключили настоящий договор об оказании \
             образовательных услуг на {year} учебный год. Студент оплачивает сумму договора в течение учебного года; при \
             отчислении сумма начисляется помесячно до даты отчисления.",
            contract.student_name
        ),
        Language::En => format!(
            "{institution} (the \"Institution\") and the student {} (the \"Student\") have made this contract for educational \
             services for the academic year {year}. The Student pays the contract amount during the academic year; on leaving, \
             the amount is charged month by month up to the date of leaving.",
            contract.student_name
        ),
    };
    PrintedDocument {
        kind: "CONTRACT".into(),
        country: t("O‘ZBEKISTON RESPUBLIKASI", "РЕСПУБЛИКА УЗБЕКИСТАН", "REPUBLIC OF UZBEKISTAN"),
        titles: vec![t("TO‘LOV-KONTRAKT SHARTNOMASI", "ДОГОВОР ПЛАТНО-КОНТРАКТНОГО ОБУЧЕНИЯ", "TUITION CONTRACT")],
        institution: vec![institution.clone()],
        holder: format!("№ {}", contract.number_text()),
        facts,
        statement: vec![statement],
        duplicate: None,
        columns: Vec::new(),
        semesters: Vec::new(),
        exams_title: String::new(),
        exams: Vec::new(),
        verify_url,
        verify_caption: t(
            "Shartnomaning haqiqiyligini QR kod orqali tekshiring",
            "Подлинность договора проверяется по QR-коду",
            "Verify the contract by its QR code",
        ),
        number: contract.number_text(),
        issued: format!("{}: {}", t("Chop etilgan sana", "Дата печати", "Printed on"), dmy(printed_on)),
    }
}

pub struct PrintContract<'a> {
    pub finance: &'a dyn FinanceQueries,
    pub printer: &'a dyn DocumentPrinter,
    pub clock: &'a dyn Clock,
    pub public_url: &'a str,
}

impl PrintContract<'_> {
    /// The contract as an A4 PDF in the reader's language with the QR code of its public page; its
    /// number beside it.
    pub fn execute(&self, actor: &Actor, id: i64, language: Language) -> Result<(String, Vec<u8>), AppError> {
        require(actor, Permission::ContractView)?;
        let contract = self.finance.contract(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&contract.institution_id))?;
        let url = contract_verify_url(self.public_url, &contract.public_id);
        let pdf = self.printer.print(&printed_contract(&contract, language, url, today(self.clock))).map_err(AppError::internal)?;
        Ok((contract.number_text(), pdf))
    }
}

pub struct VerifyContract<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl VerifyContract<'_> {
    /// Public: whether a contract is genuine, as its print's QR code asks. An unknown or malformed id
    /// is 404 `document_not_found`.
    pub fn execute(&self, public_id: &str) -> Result<Contract, AppError> {
        let missing = || AppError::Missing(Box::new(DocumentNotFound));
        let public_id = PublicId::parse(public_id).map_err(|_| missing())?;
        self.finance.contract_by_public_id(&public_id)?.ok_or_else(missing)
    }
}
