use std::collections::HashMap;

use domain::actor::Actor;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::finance::statement::{read_statement, LineError, LineProblem, StatementLine};
use domain::finance::Money;
use domain::permission::Permission;
use domain::student::import::NotASpreadsheet;

use crate::access::{owner, require};
use crate::ports::{in_transaction, AuditContext, RequestMeta, SpreadsheetReader, StatementPayment, UnitOfWork};
use crate::students::Upload;
use crate::AppError;

/// A line no contract was found for: listed, not imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnmatchedLine {
    pub line: usize,
    pub amount: Money,
    pub document_number: String,
    pub payer: String,
    pub purpose: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedStatement {
    pub imported: usize,
    /// The sum of the imported payments.
    pub total: Money,
    /// Of them, beyond what their contracts owed: taken as prepayments.
    pub prepayments: usize,
    pub unmatched: Vec<UnmatchedLine>,
}

pub struct ImportStatement<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub reader: &'a dyn SpreadsheetReader,
}

impl ImportStatement<'_> {
    /// All lines or none: a file with any bad line, or with a payment imported before, writes
    /// nothing and answers every problem with its line and column. Each line is matched by the
    /// contract number its purpose names, then by a PINFL (the student's contract of the latest
    /// year); a line matching nothing is listed and left out. A payment beyond what its contract
    /// owes is taken as a prepayment: the bank has the money.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        upload: &Upload,
        request: &RequestMeta,
    ) -> Result<ImportedStatement, AppError> {
        require(actor, Permission::PaymentImport)?;
        let institution = owner(actor, institution)?;
        let rows = self.reader.read_rows(&upload.file_name, &upload.content).map_err(|_| AppError::rule(NotASpreadsheet))?;
        let lines = read_statement(&rows).map_err(AppError::Statement)?;
        in_transaction(self.unit, |tx| {
            let keys: Vec<String> = lines.iter().map(StatementLine::key).collect();
            let imported = tx.finance().imported_keys(institution, &keys)?;
            if !imported.is_empty() {
                let errors = lines
                    .iter()
                    .filter(|l| imported.contains(&l.key()))
                    .map(|l| LineError { line: l.line, column: Some("document_number"), problem: LineProblem::AlreadyImported })
                    .collect();
                return Err(AppError::Statement(errors));
            }
            let contracts = tx.finance().matchable_contracts(institution)?;
            let by_number: HashMap<(i32, i32), usize> =
                contracts.iter().enumerate().map(|(i, c)| ((c.academic_year, c.number), i)).collect();
            let mut by_pinfl: HashMap<&str, usize> = HashMap::new();
            for (i, c) in contracts.iter().enumerate() {
                let latest = by_pinfl.get(c.pinfl.as_str()).is_none_or(|j| contracts[*j].academic_year < c.academic_year);
                if latest {
                    by_pinfl.insert(c.pinfl.as_str(), i);
                }
            }
            let mut owed: Vec<Money> = contracts.iter().map(|c| c.charged.minus(c.paid)).collect();
            let (mut payments, mut unmatched) = (Vec::new(), Vec::new());
            for line in &lines {
                let found = line
                    .contract_reference()
                    .and_then(|reference| by_number.get(&reference))
                    .or_else(|| line.pinfl().and_then(|pinfl| by_pinfl.get(pinfl.as_str())));
                match found {
                    Some(&i) => {
                        let prepayment = line.amount > owed[i];
                        owed[i] = owed[i].minus(line.amount);
                        payments.push(StatementPayment {
                            contract_id: contracts[i].id,
                            date: line.date,
                            amount: line.amount,
                            document_number: line.document_number.clone(),
                            prepayment,
                            key: line.key(),
                        });
                    }
                    None => unmatched.push(UnmatchedLine {
                        line: line.line,
                        amount: line.amount,
                        document_number: line.document_number.clone(),
                        payer: line.payer.clone(),
                        purpose: line.purpose.clone(),
                    }),
                }
            }
            let ids = tx.finance().insert_statement(institution, &payments)?;
            let records: Vec<_> = ids
                .iter()
                .zip(&payments)
                .map(|(id, p)| {
                    let changes = vec![
                        ("contract_id", AuditValue::Null, AuditValue::Int(p.contract_id)),
                        ("date", AuditValue::Null, p.date.into()),
                        ("amount", AuditValue::Null, AuditValue::Int(p.amount.tiyin())),
                        ("document_number", AuditValue::Null, p.document_number.as_str().into()),
                        ("prepayment", AuditValue::Null, AuditValue::Bool(p.prepayment)),
                    ];
                    (Some(*id), changes)
                })
                .collect();
            if !records.is_empty() {
                let context = AuditContext::by(actor, AuditAction::Create, request).within(institution);
                tx.audit().record_many(&context, EntityType::FinancePayment, &records)?;
            }
            Ok(ImportedStatement {
                imported: payments.len(),
                total: Money::sum(payments.iter().map(|p| p.amount)),
                prepayments: payments.iter().filter(|p| p.prepayment).count(),
                unmatched,
            })
        })
    }
}
