//! Finance of the demo university (TATU): the base amounts, this academic year's prices for each direction and form its
//! groups study by, and contracts for two of every three students (a discount here and there, and
//! one contract ended when its student left, prorated), and a month (October) of their payments:
//! some in full, most a half, one a prepayment beyond the year, a few none. Loaded once: nothing
//! is added while TATU has a contract.

use chrono::{Datelike, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, SmallInt, Text};
use domain::finance::{ContractKind, ContractTerms, Money};
use domain::ids::StudentId;

use crate::schema::{finance_base_amounts, finance_contract_numbers, finance_contracts, finance_payments, finance_prices, institutions};
use crate::statements::Statement;

type Result<T> = QueryResult<T>;

/// The base amounts of the demo, in so‘m, with the day each takes effect.
const BASE_AMOUNTS: [(i32, u32, i64); 2] = [(2025, 8, 412_000), (2026, 8, 450_000)];
/// The coefficients (hundredths) of the base: a standard contract and a raised one.
const STANDARD: i32 = 3000;
const RAISED: i32 = 4500;
/// The fixed price of a super contract, in so‘m.
const SUPER: i64 = 25_000_000;

#[derive(QueryableByName)]
struct Student {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_direction_id: i64,
    #[diesel(sql_type = Text)]
    edu_form: String,
}

/// The academic year running on `today`: it begins in September.
pub fn academic_year(today: NaiveDate) -> i32 {
    if today.month() >= 9 {
        today.year()
    } else {
        today.year() - 1
    }
}

const STUDENTS: Statement = Statement::new(
    "demo_finance.students",
    &["int8"],
    "SELECT s.id, s.edu_group_id, g.edu_direction_id, g.edu_form FROM students s JOIN edu_groups g ON g.id = s.edu_group_id \
     WHERE s.institution_id = $1 AND s.deleted_at IS NULL AND g.deleted_at IS NULL AND s.student_status = 'ACTIVE' ORDER BY s.id",
);

const CONTRACT_NUMBERS: Statement = Statement::new(
    "demo_finance.contract_numbers",
    &["int8", "int2", "int4"],
    "INSERT INTO finance_contract_numbers (institution_id, academic_year, last_number) VALUES ($1, $2, $3) \
     ON CONFLICT (institution_id, academic_year) DO UPDATE SET last_number = GREATEST(finance_contract_numbers.last_number, $3)",
);

pub fn load(conn: &mut PgConnection) -> Result<()> {
    let tatu: i64 = institutions::table.filter(institutions::code.eq("TATU")).select(institutions::id).first(conn)?;
    let loaded: bool = diesel::select(diesel::dsl::exists(finance_contracts::table.filter(finance_contracts::institution_id.eq(tatu))))
        .get_result(conn)?;
    if loaded {
        return Ok(());
    }
    for (year, month, soum) in BASE_AMOUNTS {
        let Some(from) = NaiveDate::from_ymd_opt(year, month, 1) else { continue };
        diesel::insert_into(finance_base_amounts::table)
            .values((finance_base_amounts::amount.eq(soum * 100), finance_base_amounts::effective_from.eq(from)))
            .on_conflict_do_nothing()
            .execute(conn)?;
    }
    let year = academic_year(Utc::now().date_naive());
    let base = BASE_AMOUNTS.iter().filter(|(y, _, _)| *y <= year).map(|(_, _, s)| s * 100).next_back().unwrap_or(BASE_AMOUNTS[0].2 * 100);
    for code in ["TATU"] {
        let institution: i64 = institutions::table.filter(institutions::code.eq(code)).select(institutions::id).first(conn)?;
        let students: Vec<Student> = STUDENTS.query().bind::<BigInt, _>(institution).load(conn)?;
        let mut priced = std::collections::BTreeSet::new();
        for s in &students {
            if !priced.insert((s.edu_direction_id, s.edu_form.clone())) {
                continue;
            }
            for (kind, coefficient, amount) in
                [("STANDARD", Some(STANDARD), None), ("RAISED", Some(RAISED), None), ("SUPER", None, Some(SUPER * 100))]
            {
                diesel::insert_into(finance_prices::table)
                    .values((
                        finance_prices::institution_id.eq(institution),
                        finance_prices::academic_year.eq(year as i16),
                        finance_prices::edu_direction_id.eq(s.edu_direction_id),
                        finance_prices::edu_form.eq(&s.edu_form),
                        finance_prices::contract_kind.eq(kind),
                        finance_prices::coefficient.eq(coefficient),
                        finance_prices::amount.eq(amount),
                    ))
                    .on_conflict_do_nothing()
                    .execute(conn)?;
            }
        }
        let mut number = 0;
        for (i, s) in students.iter().enumerate().filter(|(i, _)| i % 3 != 2) {
            number += 1;
            let kind = match i % 7 {
                4 => ContractKind::Raised,
                6 => ContractKind::Super,
                _ => ContractKind::Standard,
            };
            let amount = match kind {
                ContractKind::Super => Money::from_stored(SUPER * 100),
                ContractKind::Raised => Money::from_stored(base).share(i64::from(RAISED), 100),
                _ => Money::from_stored(base).share(i64::from(STANDARD), 100),
            };
            // The third contract's student left in December: it stops accruing from then.
            let ended_on = (number == 3).then(|| NaiveDate::from_ymd_opt(year, 12, 10)).flatten();
            let terms = ContractTerms {
                student_id: StudentId::from_stored(s.id),
                // Never the default: 15 to 28 August is a day of every year.
                date: NaiveDate::from_ymd_opt(year, 8, 15 + (number % 14) as u32).unwrap_or_default(),
                academic_year: year,
                contract_kind: kind,
                amount,
                discount_percent: if number % 5 == 0 { 10 } else { 0 },
                ended_on,
            };
            let contract: Option<i64> = diesel::insert_into(finance_contracts::table)
                .values((
                    finance_contracts::institution_id.eq(institution),
                    finance_contracts::student_id.eq(s.id),
                    finance_contracts::edu_group_id.eq(s.edu_group_id),
                    finance_contracts::number.eq(number),
                    finance_contracts::date.eq(terms.date),
                    finance_contracts::academic_year.eq(year as i16),
                    finance_contracts::contract_kind.eq(kind.code()),
                    finance_contracts::amount.eq(amount.tiyin()),
                    finance_contracts::discount_percent.eq(terms.discount_percent as i16),
                    finance_contracts::ended_on.eq(terms.ended_on),
                    finance_contracts::charged.eq(terms.charge().charged.tiyin()),
                ))
                .on_conflict_do_nothing()
                .returning(finance_contracts::id)
                .get_result(conn)
                .optional()?;
            if let Some(contract) = contract {
                pay(conn, institution, contract, year, number, terms.charge().charged)?;
            }
        }
        if number > 0 {
            CONTRACT_NUMBERS
                .query()
                .bind::<BigInt, _>(institution)
                .bind::<SmallInt, _>(year as i16)
                .bind::<diesel::sql_types::Integer, _>(number)
                .execute(conn)?;
        }
    }
    let _ = finance_contract_numbers::table;
    Ok(())
}

/// October's payment of the demo's contract `number`: every fourth pays the year in full, the
/// seventh a prepayment of more, every fifth nothing yet, the rest half (in whole so‘m).
fn pay(conn: &mut PgConnection, institution: i64, contract: i64, year: i32, number: i32, charged: Money) -> Result<()> {
    let (amount, prepayment) = match number {
        7 => (charged.tiyin() + 1_000_000 * 100, true),
        n if n % 5 == 0 => return Ok(()),
        n if n % 4 == 0 => (charged.tiyin(), false),
        _ => (charged.tiyin() / 2 / 100 * 100, false),
    };
    if amount <= 0 {
        return Ok(());
    }
    // Never the default: `number` counts from 1, and 1 to 28 October is a day of every year.
    let date = NaiveDate::from_ymd_opt(year, 10, 1 + (number % 28) as u32).unwrap_or_default();
    diesel::insert_into(finance_payments::table)
        .values((
            finance_payments::institution_id.eq(institution),
            finance_payments::contract_id.eq(contract),
            finance_payments::date.eq(date),
            finance_payments::amount.eq(amount),
            finance_payments::document_number.eq(format!("PP-{year}-{number:04}")),
            finance_payments::is_prepayment.eq(prepayment),
        ))
        .execute(conn)?;
    diesel::update(finance_contracts::table.find(contract))
        .set(finance_contracts::paid.eq(finance_contracts::paid + amount))
        .execute(conn)?;
    Ok(())
}

#[derive(QueryableByName)]
struct Owing {
    #[diesel(sql_type = BigInt)]
    number: i64,
    #[diesel(sql_type = SmallInt)]
    academic_year: i16,
    #[diesel(sql_type = BigInt)]
    charged: i64,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = Text)]
    full_name: String,
}

/// "1 350 000,00": so‘m as a bank writes them.
fn bank_amount(tiyin: i64) -> String {
    let digits = (tiyin / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(' ');
        }
        grouped.push(digit);
    }
    format!("{grouped},{:02}", tiyin % 100)
}

const OWING: Statement = Statement::new(
    "demo_finance.owing",
    &[],
    "SELECT k.number::BIGINT AS number, k.academic_year, k.charged, c.pinfl, \
     trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name) AS full_name \
     FROM finance_contracts k JOIN institutions i ON i.id = k.institution_id JOIN students s ON s.id = k.student_id \
     JOIN citizens c ON c.id = s.citizen_id \
     WHERE i.code = 'TATU' AND k.ended_on IS NULL AND k.charged > 0 ORDER BY k.academic_year DESC, k.number LIMIT 12",
);

/// A bank statement of November for the demo university, in the published columns (a `.csv` of
/// Uzbek headers): a tenth of the year for twelve contracts still owing, half named by the
/// contract's number in the purpose and half by the student's PINFL, and one payment no contract
/// is found for. The same contracts give the same file, so a second import of it is refused.
pub fn statement(conn: &mut PgConnection) -> Result<String> {
    let owing: Vec<Owing> = OWING.query().load(conn)?;
    let quoted = |text: &str| format!("\"{}\"", text.replace('"', "\"\""));
    let mut csv = String::from("Sana,Summa,Hujjat raqami,To‘lovchi,To‘lov maqsadi\n");
    for (i, o) in owing.iter().enumerate() {
        let purpose = if i % 2 == 0 {
            format!("Kontrakt to‘lovi, shartnoma {}-{:04}", o.academic_year, o.number)
        } else {
            format!("O‘qish uchun to‘lov, JShShIR {}", o.pinfl)
        };
        let amount = o.charged / 10 / 100 * 100;
        csv.push_str(&format!(
            "{}.11.{},{},BANK-{}-{:04},{},{}\n",
            10 + i % 15,
            o.academic_year,
            quoted(&bank_amount(amount)),
            o.academic_year,
            i + 1,
            quoted(&o.full_name),
            quoted(&purpose)
        ));
    }
    if let Some(year) = owing.first().map(|o| o.academic_year) {
        csv.push_str(&format!(
            "25.11.{year},{},BANK-{year}-0999,\"Noma’lum to‘lovchi\",\"Hisob raqamiga to‘lov\"\n",
            quoted(&bank_amount(500_000 * 100))
        ));
    }
    Ok(csv)
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![STUDENTS, CONTRACT_NUMBERS, OWING]
}
